import { Form, Formik } from 'formik';
import moment from 'moment';
import { useMemo } from 'react';
import { DATE_FORMATS } from '../../../shared/constants';
import type { ScheduleRequest } from '../../../shared/loads';
import { Button } from '../../ui/Button';
import type { LoadSubmission } from '../loadChanges/loadSubmission';
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
  /** The last attempt: its message is the form's root error (loads spec 4), its field errors by wire field. */
  submission: LoadSubmission;
  onSubmit(schedule: ScheduleRequest): void;
}

/** The pick-up/delivery form of claim step 1 and of changing a claimed load's times (loads spec 3 and 5). */
export function ScheduleForm({ load, initialValues, submitLabel, submission, onSubmit }: ScheduleFormProps) {
  const today = moment().format(DATE_FORMATS.iso);
  const bounds = useMemo(() => scheduleBounds(load, today), [load, today]);
  const serverErrors = scheduleFieldErrorsOf(submission.fieldErrors);

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
          {submission.message && (
            <p className="schedule-form__error" role="alert">
              {submission.message}
            </p>
          )}
          <Button type="submit" block disabled={submission.status === 'submitting'}>
            {submitLabel}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
