/**
 * The pick-up/delivery form's values (loads spec 3) and their wire form: each date and time is the wall clock of
 * its place (the origin's for the pick-up, the destination's for the drop-off), sent as one timestamp with that
 * place's offset, '2026-11-24T09:00:00-05:00' (ScheduleRequest), wherever the dispatcher sits.
 */
import { DEFAULT_TIME } from '../../../shared/constants';
import type { LoadZones } from '../../../shared/contracts/load';
import type { LoadRecord, ScheduleRequest } from '../../../shared/loads';
import { placeTimeInstant, placeWallClock } from '../../../shared/placeTime';
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

export function wireTimestamp(date: string, time: string, timeZone: string): string {
  return placeTimeInstant(date, time, timeZone);
}

export function toScheduleRequest(values: ScheduleValues, zones: LoadZones): ScheduleRequest {
  return {
    scheduledPickup: wireTimestamp(values.pickupDate, values.pickupTime, zones.originTimeZone),
    scheduledDelivery: wireTimestamp(values.deliveryDate, values.deliveryTime, zones.destinationTimeZone),
  };
}

// A day without a time of day ('2026-11-24') is a schedule whose time was never set: it reads as 12:00.
const hasTimeOfDay = (value: string) => value.includes('T');

function dateAndTimeOf(value: string | null, timeZone: string): { date: string; time: string } {
  if (value !== null && !hasTimeOfDay(value) && /^\d{4}-\d{2}-\d{2}$/.test(value)) return { date: value, time: DEFAULT_TIME };
  const clock = placeWallClock(value, timeZone);
  return clock ? { date: clock.day, time: clock.time } : { date: '', time: DEFAULT_TIME };
}

/** The form prefilled from a load's schedule on its places' clocks; missing parts stay empty or 12:00. */
export function scheduleValuesOf(load: Pick<LoadRecord, 'scheduledPickup' | 'scheduledDelivery'> & LoadZones): ScheduleValues {
  const pickup = dateAndTimeOf(load.scheduledPickup, load.originTimeZone);
  const delivery = dateAndTimeOf(load.scheduledDelivery, load.destinationTimeZone);
  return { pickupDate: pickup.date, pickupTime: pickup.time, deliveryDate: delivery.date, deliveryTime: delivery.time };
}

/** The server names the wire fields; the form shows their errors under the date of the same stop. */
export function scheduleFieldErrorsOf(fieldErrors: FieldErrors): Partial<Record<keyof ScheduleValues, string>> {
  const errors: Partial<Record<keyof ScheduleValues, string>> = {};
  if (fieldErrors.scheduledPickup) errors.pickupDate = fieldErrors.scheduledPickup;
  if (fieldErrors.scheduledDelivery) errors.deliveryDate = fieldErrors.scheduledDelivery;
  return errors;
}
