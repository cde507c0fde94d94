/**
 * The rules of the pick-up/delivery form (loads spec 5): all four values required, days within the load's
 * windows and the date pickers' bounds, times on the 15-minute steps. Every broken rule of a field is kept,
 * because the form lists a field's errors joined with ', '.
 */
import moment from 'moment';
import * as yup from 'yup';
import type { FormikErrors } from 'formik';
import { DATE_FORMATS, TIME_STEP_MINUTES } from '../../../shared/constants';
import { formatDate } from '../../../shared/format';
import { deliveryMinOf, type ScheduleBounds } from './scheduleBounds';
import type { ScheduleValues } from './scheduleValues';

const isDay = (value: string) => moment(value, DATE_FORMATS.iso, true).isValid();

function isOnTimeStep(value: string): boolean {
  const time = moment(value, DATE_FORMATS.time, true);
  return time.isValid() && time.minutes() % TIME_STEP_MINUTES === 0;
}

// Empty values are the required rule's to report; the other rules only judge what was entered.
const whenGiven = (rule: (value: string) => boolean) => (value: string | undefined) => !value || rule(value);

function dayField(label: string, min: string | null, max: string | null) {
  const shownMin = min && formatDate(min, DATE_FORMATS.full);
  const shownMax = max && formatDate(max, DATE_FORMATS.full);
  return yup
    .string()
    .default('')
    .required(`${label} is required`)
    .test('day', 'Enter a valid date', whenGiven(isDay))
    .test('min', `${label} can't be before ${shownMin}`, whenGiven((value) => min === null || !isDay(value) || value >= min))
    .test('max', `${label} can't be after ${shownMax}`, whenGiven((value) => max === null || !isDay(value) || value <= max));
}

function timeField(label: string) {
  return yup
    .string()
    .default('')
    .required(`${label} is required`)
    .test('step', `Choose ${label.toLowerCase()} in ${TIME_STEP_MINUTES}-minute steps`, whenGiven(isOnTimeStep));
}

export function scheduleSchema(bounds: ScheduleBounds, values: ScheduleValues) {
  // A pick-up whose range has passed cannot be changed, so its bounds are not held against it.
  const pickupMin = bounds.pickupPassed ? null : bounds.pickupMin;
  const pickupMax = bounds.pickupPassed ? null : bounds.pickupMax;
  return yup.object({
    pickupDate: dayField('Pick-up date', pickupMin, pickupMax),
    pickupTime: timeField('Pick-up time'),
    deliveryDate: dayField('Drop-off date', deliveryMinOf(bounds, values.pickupDate), bounds.deliveryMax),
    deliveryTime: timeField('Drop-off time'),
  });
}

/** Formik's `validate`: each field's broken rules joined with ', ' (loads spec 5). */
export function validateSchedule(values: ScheduleValues, bounds: ScheduleBounds): FormikErrors<ScheduleValues> {
  try {
    scheduleSchema(bounds, values).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const messages: Partial<Record<keyof ScheduleValues, string[]>> = {};
    for (const failure of error.inner) {
      const field = failure.path as keyof ScheduleValues;
      (messages[field] ??= []).push(...failure.errors);
    }
    return Object.fromEntries(Object.entries(messages).map(([field, list]) => [field, list.join(', ')]));
  }
}
