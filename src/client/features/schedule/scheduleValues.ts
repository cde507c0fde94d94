/**
 * The pick-up/delivery form's values (loads spec 3) and their wire form: each date and time becomes one
 * timestamp on the viewer's wall clock with its offset, '2026-11-24T12:00:00-05:00' (ScheduleRequest).
 */
import moment from 'moment';
import { DATE_FORMATS, DEFAULT_TIME } from '../../../shared/constants';
import { parseDate } from '../../../shared/format';
import type { LoadRecord, ScheduleRequest } from '../../../shared/loads';
import type { FieldErrors } from '../../api/ApiError';

export interface ScheduleValues {
  /** 'YYYY-MM-DD', '' until chosen */
  pickupDate: string;
  /** 'HH:mm' */
  pickupTime: string;
  deliveryDate: string;
  deliveryTime: string;
}

export const emptyScheduleValues: ScheduleValues = {
  pickupDate: '',
  pickupTime: DEFAULT_TIME,
  deliveryDate: '',
  deliveryTime: DEFAULT_TIME,
};

export function wireTimestamp(date: string, time: string): string {
  return moment(`${date}T${time}`).format();
}

export function toScheduleRequest(values: ScheduleValues): ScheduleRequest {
  return {
    scheduledPickup: wireTimestamp(values.pickupDate, values.pickupTime),
    scheduledDelivery: wireTimestamp(values.deliveryDate, values.deliveryTime),
  };
}

// A day without a time of day ('2026-11-24') is a schedule whose time was never set: it reads as 12:00.
const hasTimeOfDay = (value: string) => value.includes('T');

function dateAndTimeOf(value: string | null): { date: string; time: string } {
  const parsed = parseDate(value);
  if (value === null || !parsed) return { date: '', time: DEFAULT_TIME };
  return {
    date: parsed.format(DATE_FORMATS.iso),
    time: hasTimeOfDay(value) ? parsed.format(DATE_FORMATS.time) : DEFAULT_TIME,
  };
}

/** The form prefilled from a load's schedule, shown in the viewer's time zone; missing parts stay empty or 12:00. */
export function scheduleValuesOf(load: Pick<LoadRecord, 'scheduledPickup' | 'scheduledDelivery'>): ScheduleValues {
  const pickup = dateAndTimeOf(load.scheduledPickup);
  const delivery = dateAndTimeOf(load.scheduledDelivery);
  return { pickupDate: pickup.date, pickupTime: pickup.time, deliveryDate: delivery.date, deliveryTime: delivery.time };
}

/** The server names the wire fields; the form shows their errors under the date of the same stop. */
export function scheduleFieldErrorsOf(fieldErrors: FieldErrors): Partial<Record<keyof ScheduleValues, string>> {
  const errors: Partial<Record<keyof ScheduleValues, string>> = {};
  if (fieldErrors.scheduledPickup) errors.pickupDate = fieldErrors.scheduledPickup;
  if (fieldErrors.scheduledDelivery) errors.deliveryDate = fieldErrors.scheduledDelivery;
  return errors;
}
