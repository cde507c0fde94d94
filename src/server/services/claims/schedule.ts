import moment, { type Moment } from 'moment';
import { DATE_FORMATS, DATE_PICKER_MAX, DATE_PICKER_MIN } from '../../../shared/constants';
import { formatDate } from '../../../shared/format';
import type { FieldError } from '../../../shared/wire';
import type { Load } from '../../db/tables';
import { pickupWindowPassedMessage } from './refusals';

/*
 * The pick-up/drop-off rules of loads spec section 5, judged as the sender's form judged them: on the calendar
 * of the offset the times were written with ("today" is now at that offset; no offset means UTC).
 */

export type LoadWindows = Pick<Load, 'earliestPickup' | 'latestPickup' | 'latestDelivery'>;

export interface ScheduleInput {
  scheduledPickup?: string | null;
  scheduledDelivery?: string | null;
}

/** Both times as UTC instants, the way loads store them. */
export interface Schedule {
  scheduledPickup: string;
  scheduledDelivery: string;
}

interface SenderTime {
  day: string;
  instant: Moment;
}

const dateAndTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const labels = { scheduledPickup: 'Pick-up', scheduledDelivery: 'Drop-off' } as const;

const shown = (day: string) => formatDate(day, DATE_FORMATS.full);
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

function readTime(field: keyof typeof labels, value: string | null | undefined, errors: FieldError[]): SenderTime | null {
  const label = labels[field];
  if (value === null || value === undefined || value.trim() === '') {
    errors.push({ field, message: `${label} date and time are required.` });
    return null;
  }
  const parsed = moment.parseZone(value.trim(), moment.ISO_8601, true);
  if (!dateAndTime.test(value.trim()) || !parsed.isValid()) {
    errors.push({ field, message: `${label} must be a date and time such as 2026-11-24T12:00:00-05:00.` });
    return null;
  }
  const day = parsed.format('YYYY-MM-DD');
  if (day < DATE_PICKER_MIN || day > DATE_PICKER_MAX) {
    errors.push({ field, message: `${label} must be between ${shown(DATE_PICKER_MIN)} and ${shown(DATE_PICKER_MAX)}.` });
    return null;
  }
  return { day, instant: parsed };
}

function checkPickup(pickup: SenderTime, load: LoadWindows, now: Date, errors: FieldError[]): boolean {
  const today = moment(now).utcOffset(pickup.instant.utcOffset()).format('YYYY-MM-DD');
  const first = later(today, load.earliestPickup ?? DATE_PICKER_MIN);
  const last = earlier(load.latestPickup ?? DATE_PICKER_MAX, DATE_PICKER_MAX);
  if (last < today) {
    errors.push({ field: 'scheduledPickup', message: pickupWindowPassedMessage });
    return false;
  }
  if (pickup.day < first || pickup.day > last) {
    errors.push({ field: 'scheduledPickup', message: `Pick-up must be between ${shown(first)} and ${shown(last)}.` });
    return false;
  }
  return true;
}

function checkDelivery(delivery: SenderTime, pickup: SenderTime, load: LoadWindows, errors: FieldError[]): void {
  const last = earlier(load.latestDelivery ?? DATE_PICKER_MAX, DATE_PICKER_MAX);
  if (last < pickup.day) {
    errors.push({ field: 'scheduledDelivery', message: `Drop-off must be by ${shown(last)}, which is before the pick-up: choose an earlier pick-up.` });
  } else if (delivery.day < pickup.day || delivery.day > last) {
    errors.push({ field: 'scheduledDelivery', message: `Drop-off must be between ${shown(pickup.day)} and ${shown(last)}.` });
  } else if (delivery.instant.isBefore(pickup.instant)) {
    errors.push({ field: 'scheduledDelivery', message: 'Drop-off must not be before the pick-up time.' });
  }
}

/** The schedule as stored, or the field errors that refuse it. */
export function checkSchedule(input: ScheduleInput, load: LoadWindows, now = new Date()): { schedule: Schedule | null; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const pickup = readTime('scheduledPickup', input.scheduledPickup, errors);
  const delivery = readTime('scheduledDelivery', input.scheduledDelivery, errors);
  const pickupFits = pickup !== null && checkPickup(pickup, load, now, errors);
  // The drop-off is measured from the pick-up; against a pick-up that is itself wrong it would only add noise.
  if (pickupFits && delivery) checkDelivery(delivery, pickup, load, errors);
  if (errors.length > 0 || !pickup || !delivery) return { schedule: null, errors };
  return { schedule: { scheduledPickup: pickup.instant.toISOString(), scheduledDelivery: delivery.instant.toISOString() }, errors };
}
