import { Form, Formik } from 'formik';
import moment from 'moment';
import { useMemo } from 'react';
import type { LoadRecord, ScheduleRequest } from '../../../shared/loads';
import { deliveryMinOf, driveTimeWarning, PICKUP_PASSED_MESSAGE, scheduleBounds, type ScheduleWindow } from '../../../shared/scheduleRules';
import type { LoadZones } from '../../../shared/contracts/load';
import { placeZoneName } from '../../../shared/placeTime';
import { dayInZone } from '../../../shared/timeZone';
import { now } from '../../app/clock';
import type { Failure } from '../../api/failure';
import { Button } from '../../ui/Button';
import { validateSchedule } from './scheduleSchema';
import { scheduleFieldErrorsOf, toScheduleRequest, type ScheduleValues } from './scheduleValues';
import { ScheduleStopFields } from './ScheduleStopFields';
import './schedule.css';

/** What a form shows of its submit: whether it is on its way, and why it failed. */
export interface LoadSubmission {
  status: 'idle' | 'submitting' | 'failed';
  failure: Failure | null;
  /** The failure in the words of the change it was, from that feature's words module. */
  failureText: string | null;
}

export { PICKUP_PASSED_MESSAGE };

export interface ScheduleFormProps {
  load: ScheduleWindow & Pick<LoadRecord, 'miles'> & LoadZones;
  initialValues: ScheduleValues;
  submitLabel: string;
  /** The last attempt: its field errors sit under the dates, its words are the root error when no field says it. */
  submission: LoadSubmission;
  onSubmit(schedule: ScheduleRequest): void;
  /** 'YYYY-MM-DD' the windows are judged from; today at the pick-up's place by default, as the server judges. */
  today?: string;
}

/** The warning of a drop-off too soon after the pick-up for the miles; nothing until both are chosen. */
function warningOf(values: ScheduleValues, load: Pick<LoadRecord, 'miles'> & LoadZones): string | null {
  if (!values.pickupDate || !values.deliveryDate) return null;
  const { scheduledPickup, scheduledDelivery } = toScheduleRequest(values, load);
  const [pickup, delivery] = [moment(scheduledPickup, moment.ISO_8601, true), moment(scheduledDelivery, moment.ISO_8601, true)];
  return pickup.isValid() && delivery.isValid() && !delivery.isBefore(pickup) ? driveTimeWarning(pickup, delivery, load.miles) : null;
}

/** The pick-up/delivery form of claim step 1 and of changing a claimed load's times (loads spec 3 and 5). */
export function ScheduleForm({ load, initialValues, submitLabel, submission, onSubmit, today = dayInZone(now().toDate(), load.originTimeZone) }: ScheduleFormProps) {
  const bounds = useMemo(() => scheduleBounds(load, today), [load, today]);
  const zoneNote = (timeZone: string, place: string) => `${place} local time (${placeZoneName(timeZone, now().toDate())})`;
  const { failure } = submission;
  const serverErrors = scheduleFieldErrorsOf(failure?.fieldErrors ?? {});
  // The server's message repeats its field errors; said under the dates, it is not said again above the button.
  const rootMessage = Object.keys(serverErrors).length === 0 ? submission.failureText : null;

  return (
    <Formik
      initialValues={initialValues}
      validate={(values) => validateSchedule(values, bounds, load)}
      onSubmit={(values) => onSubmit(toScheduleRequest(values, load))}
    >
      {({ values }) => {
        const warning = warningOf(values, load);
        return (
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
              zoneNote={zoneNote(load.originTimeZone, 'Pick-up')}
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
              zoneNote={zoneNote(load.destinationTimeZone, 'Drop-off')}
              serverError={serverErrors.deliveryDate}
            />
            {warning && (
              <p className="schedule-form__warning" role="status">
                {warning}
              </p>
            )}
            {rootMessage && (
              <p className="schedule-form__error" role="alert">
                {rootMessage}
              </p>
            )}
            <Button type="submit" block disabled={submission.status === 'submitting'}>
              {submitLabel}
            </Button>
          </Form>
        );
      }}
    </Formik>
  );
}
