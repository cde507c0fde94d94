import moment from 'moment';
import { DATE_FORMATS, DATE_PICKER_MAX, DATE_PICKER_MIN } from '../../../shared/constants';
import { formatDate } from '../../../shared/format';
import { scheduleBounds, scheduleProblems, type ScheduledStop } from '../../../shared/scheduleRules';
import type { FieldError } from '../../../shared/wire';
import type { Load } from '../../db/tables';

/*
 * The pick-up/drop-off rules of loads spec section 5 (src/shared/scheduleRules.ts, the form's own), judged as
 * the sender's form judged them: on the calendar of the offset the times were written with ("today" is now at
 * that offset; no offset means UTC). Here only what a form cannot get wrong: that both are times at all.
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

const dateAndTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const labels = { scheduledPickup: 'Pick-up', scheduledDelivery: 'Drop-off' } as const;

const shown = (day: string) => formatDate(day, DATE_FORMATS.full);

function readTime(field: keyof typeof labels, value: string | null | undefined, errors: FieldError[]): ScheduledStop | null {
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
  return { day, at: parsed };
}

/**
 * The schedule as stored, or the field errors that refuse it. `currentPickup` is the load's scheduled pick-up
 * when its times are being changed: sent back unchanged, it stands even after the pick-up range has passed.
 */
export function checkSchedule(
  input: ScheduleInput, load: LoadWindows, now: Date, currentPickup: string | null = null,
): { schedule: Schedule | null; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const pickup = readTime('scheduledPickup', input.scheduledPickup, errors);
  const delivery = readTime('scheduledDelivery', input.scheduledDelivery, errors);
  // The drop-off is judged from the pick-up, so without a pick-up there is nothing more to say.
  if (!pickup) return { schedule: null, errors };
  const today = moment(now).utcOffset(pickup.at.utcOffset()).format('YYYY-MM-DD');
  const pickupKept = currentPickup !== null && pickup.at.isSame(currentPickup);
  errors.push(...scheduleProblems({ pickup, delivery, pickupKept }, scheduleBounds(load, today)));
  if (errors.length > 0 || !delivery) return { schedule: null, errors };
  return { schedule: { scheduledPickup: pickup.at.toISOString(), scheduledDelivery: delivery.at.toISOString() }, errors };
}
