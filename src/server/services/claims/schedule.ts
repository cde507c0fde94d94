import moment from 'moment';
import { DATE_FORMATS, DATE_PICKER_MAX, DATE_PICKER_MIN } from '../../../shared/constants';
import { formatDate } from '../../../shared/format';
import { placeTimeInstant, placeWallClock } from '../../../shared/placeTime';
import { scheduleBounds, scheduleProblems, type ScheduledStop } from '../../../shared/scheduleRules';
import { dayInZone } from '../../../shared/timeZone';
import type { FieldError } from '../../../shared/wire';
import type { LoadZones } from '../../../shared/contracts/load';
import type { Load } from '../../db/tables';

/*
 * The pick-up/drop-off rules of loads spec section 5 (src/shared/scheduleRules.ts, the form's own), judged as
 * the form judged them: each stop on its place's calendar, "today" being today at the pick-up's place. A time
 * sent without an offset is the place's wall clock. Here only what a form cannot get wrong: that both are times.
 */

export type LoadWindows = Pick<Load, 'earliestPickup' | 'latestPickup' | 'latestDelivery'> & LoadZones;

export interface ScheduleInput {
  scheduledPickup?: string | null;
  scheduledDelivery?: string | null;
}

/** Both times as UTC instants, the way loads store them. */
export interface Schedule {
  scheduledPickup: string;
  scheduledDelivery: string;
}

const dateAndTime = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;
const withOffset = /(Z|[+-]\d{2}:?\d{2})$/i;
const labels = { scheduledPickup: 'Pick-up', scheduledDelivery: 'Drop-off' } as const;

const shown = (day: string) => formatDate(day, DATE_FORMATS.full);

function readTime(field: keyof typeof labels, value: string | null | undefined, timeZone: string, errors: FieldError[]): ScheduledStop | null {
  const label = labels[field];
  if (value === null || value === undefined || value.trim() === '') {
    errors.push({ field, message: `${label} date and time are required.` });
    return null;
  }
  const text = value.trim();
  const wall = dateAndTime.exec(text);
  const written = moment.parseZone(text, moment.ISO_8601, true);
  if (!wall || !written.isValid()) {
    errors.push({ field, message: `${label} must be a date and time such as 2026-11-24T12:00:00-05:00.` });
    return null;
  }
  const parsed = withOffset.test(text) ? written : moment.parseZone(placeTimeInstant(wall[1], wall[2], timeZone), moment.ISO_8601, true);
  const day = placeWallClock(parsed.toISOString(), timeZone)?.day ?? wall[1];
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
  const pickup = readTime('scheduledPickup', input.scheduledPickup, load.originTimeZone, errors);
  const delivery = readTime('scheduledDelivery', input.scheduledDelivery, load.destinationTimeZone, errors);
  // The drop-off is judged from the pick-up, so without a pick-up there is nothing more to say.
  if (!pickup) return { schedule: null, errors };
  const today = dayInZone(now, load.originTimeZone);
  const pickupKept = currentPickup !== null && pickup.at.isSame(currentPickup);
  errors.push(...scheduleProblems({ pickup, delivery, pickupKept }, scheduleBounds(load, today)));
  if (errors.length > 0 || !delivery) return { schedule: null, errors };
  return { schedule: { scheduledPickup: pickup.at.toISOString(), scheduledDelivery: delivery.at.toISOString() }, errors };
}
