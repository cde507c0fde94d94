import { Form, Formik } from 'formik';
import moment from 'moment';
import { useMemo } from 'react';
import { DATE_FORMATS } from '../../../shared/constants';
import type { ScheduleRequest } from '../../../shared/loads';
import type { FieldErrors } from '../../api/ApiError';
import { Button } from '../../ui/Button';
import { deliveryMinOf, scheduleBounds, type ScheduleWindow } from './scheduleBounds';
import { validateSchedule } from './scheduleSchema';
import { scheduleFieldErrorsOf, toScheduleRequest, type ScheduleValues } from './scheduleValues';
import { ScheduleStopFields } from './ScheduleStopFields';
import './schedule.css';

export const PICKUP_PASSED_MESSAGE = 'Pick-Up date range has passed';

export interface ScheduleFormProps {
  load: ScheduleWindow;
  initialValues: ScheduleValues;
  submitLabel: string;
  submitting: boolean;
  /** The server's message from the last attempt (loads spec 4: shown as the form's root error). */
  rootError: string | null;
  /** The server's field errors from the last attempt, by wire field. */
  serverFieldErrors: FieldErrors;
  onSubmit(schedule: ScheduleRequest): void;
}

/** The pick-up/delivery form of claim step 1 and of changing a claimed load's times (loads spec 3 and 5). */
export function ScheduleForm({ load, initialValues, submitLabel, submitting, rootError, serverFieldErrors, onSubmit }: ScheduleFormProps) {
  const today = moment().format(DATE_FORMATS.iso);
  const bounds = useMemo(() => scheduleBounds(load, today), [load, today]);
  const serverErrors = scheduleFieldErrorsOf(serverFieldErrors);

  return (
    <Formik
      initialValues={initialValues}
      validate={(values) => validateSchedule(values, bounds)}
      onSubmit={(values) => onSubmit(toScheduleRequest(values))}
    >
      {({ values }) => (
        <Form noValidate className="schedule-form">
          <ScheduleStopFields
            legend="Pick-Up"
            label="Pick-up"
            dateName="pickupDate"
            timeName="pickupTime"
            min={bounds.pickupMin}
            max={bounds.pickupMax}
            dateDisabled={bounds.pickupPassed}
            timeDisabled={bounds.pickupPassed}
            serverError={serverErrors.pickupDate}
          />
          {bounds.pickupPassed && (
            <p className="schedule-form__passed" role="status">
              {PICKUP_PASSED_MESSAGE}
            </p>
          )}
          <ScheduleStopFields
            legend="Drop-Off"
            label="Drop-off"
            dateName="deliveryDate"
            timeName="deliveryTime"
            min={deliveryMinOf(bounds, values.pickupDate)}
            max={bounds.deliveryMax}
            dateDisabled={values.pickupDate === ''}
            serverError={serverErrors.deliveryDate}
          />
          {rootError && (
            <p className="schedule-form__error" role="alert">
              {rootError}
            </p>
          )}
          <Button type="submit" block disabled={submitting}>
            {submitLabel}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
