/**
 * The rules of the pick-up/delivery form (loads spec 5): all four values required, real days, times on the
 * 15-minute steps; then the load's windows and the order of the stops, judged by the rules the server uses
 * (src/shared/scheduleRules.ts) so a schedule the form lets through is one the server accepts. Every broken rule
 * of a field is kept, because the form lists a field's errors joined with ', '.
 */
import moment from 'moment';
import * as yup from 'yup';
import type { FormikErrors } from 'formik';
import { DATE_FORMATS, TIME_STEP_MINUTES } from '../../../shared/constants';
import type { LoadZones } from '../../../shared/contracts/load';
import { scheduleProblems, type ScheduleBounds, type ScheduledStop } from '../../../shared/scheduleRules';
import { wireTimestamp, type ScheduleValues } from './scheduleValues';

const isDay = (value: string) => moment(value, DATE_FORMATS.iso, true).isValid();

function isOnTimeStep(value: string): boolean {
  const time = moment(value, DATE_FORMATS.time, true);
  return time.isValid() && time.minutes() % TIME_STEP_MINUTES === 0;
}

// Empty values are the required rule's to report; the other rules only judge what was entered.
const whenGiven = (rule: (value: string) => boolean) => (value: string | undefined) => !value || rule(value);

const dayField = (label: string) =>
  yup.string().default('').required(`${label} is required`).test('day', 'Enter a valid date', whenGiven(isDay));

function timeField(label: string) {
  return yup
    .string()
    .default('')
    .required(`${label} is required`)
    .test('step', `Choose ${label.toLowerCase()} in ${TIME_STEP_MINUTES}-minute steps`, whenGiven(isOnTimeStep));
}

export const scheduleSchema = yup.object({
  pickupDate: dayField('Pick-up date'),
  pickupTime: timeField('Pick-up time'),
  deliveryDate: dayField('Drop-off date'),
  deliveryTime: timeField('Drop-off time'),
});

type Messages = Partial<Record<keyof ScheduleValues, string[]>>;

function formErrorsOf(values: ScheduleValues): Messages {
  const messages: Messages = {};
  try {
    scheduleSchema.validateSync(values, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    for (const failure of error.inner) (messages[failure.path as keyof ScheduleValues] ??= []).push(...failure.errors);
  }
  return messages;
}

/** A stop whose day and time are both well formed, as the wire would carry it. */
function stopOf(day: string, time: string, timeZone: string, messages: Messages, fields: (keyof ScheduleValues)[]): ScheduledStop | null {
  if (fields.some((field) => messages[field])) return null;
  return { day, at: moment.parseZone(wireTimestamp(day, time, timeZone)) };
}

/** Formik's `validate`: each field's broken rules joined with ', ' (loads spec 5). */
export function validateSchedule(values: ScheduleValues, bounds: ScheduleBounds, zones: LoadZones): FormikErrors<ScheduleValues> {
  const messages = formErrorsOf(values);
  const pickup = stopOf(values.pickupDate, values.pickupTime, zones.originTimeZone, messages, ['pickupDate', 'pickupTime']);
  const delivery = stopOf(values.deliveryDate, values.deliveryTime, zones.destinationTimeZone, messages, ['deliveryDate', 'deliveryTime']);
  if (pickup) {
    // The pick-up field is disabled once its range has passed: what it holds is the load's own.
    for (const problem of scheduleProblems({ pickup, delivery, pickupKept: bounds.pickupPassed }, bounds)) {
      (messages[problem.field === 'scheduledPickup' ? 'pickupDate' : 'deliveryDate'] ??= []).push(problem.message);
    }
  }
  return Object.fromEntries(Object.entries(messages).map(([field, list]) => [field, list.join(', ')]));
}
