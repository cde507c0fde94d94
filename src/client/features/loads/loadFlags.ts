/**
 * Derived flags of a load (loads spec 4) and how the load card shows its dates (loads spec 2, Load card).
 * Pure: `now` is passed in so the rules can be tested at any moment.
 */
import type { Moment } from 'moment';
import { parseDate, type DateValue } from '../../../shared/format';
import type { LoadZones } from '../../../shared/contracts/load';
import type { LoadRecord } from '../../../shared/loads';
import { placeDay } from '../../../shared/placeTime';

/** The N of "pickup soon" and "delivery soon": the card's alerts read '1 day to pickup' / '1 day to deliver'. */
export const SOON_DAYS = 1;

type FlagInput = Pick<LoadRecord, 'orderStatus' | 'scheduledPickup' | 'scheduledDelivery'>;

const endOfDay = (date: Moment) => date.clone().endOf('day');
const isOverdue = (scheduled: string | null, now: DateValue) => {
  const date = parseDate(scheduled);
  const current = parseDate(now);
  return date !== null && current !== null && current.isAfter(endOfDay(date));
};
/**
 * From N days before the scheduled time to the end of that day: the alert stays until "missed" takes over,
 * so a pick-up due this morning is not silent for the rest of the day.
 */
const isSoon = (scheduled: string | null, now: DateValue) => {
  const date = parseDate(scheduled);
  const current = parseDate(now);
  if (date === null || current === null) return false;
  return !current.isBefore(date.clone().subtract(SOON_DAYS, 'days')) && !current.isAfter(endOfDay(date));
};

/** PendingPickup and now is after the end of the scheduled pick-up day. */
export const isPickupOverdue = (load: FlagInput, now: DateValue) =>
  load.orderStatus === 'PendingPickup' && isOverdue(load.scheduledPickup, now);

/** Not Delivered and now is after the end of the scheduled delivery day. */
export const isDeliveryOverdue = (load: FlagInput, now: DateValue) =>
  load.orderStatus !== 'Delivered' && isOverdue(load.scheduledDelivery, now);

/** PendingPickup and now is within N days before the scheduled pick-up. */
export const isPickupSoon = (load: FlagInput, now: DateValue) =>
  load.orderStatus === 'PendingPickup' && isSoon(load.scheduledPickup, now);

/** InRoute and now is within N days before the scheduled delivery. */
export const isDeliverySoon = (load: FlagInput, now: DateValue) =>
  load.orderStatus === 'InRoute' && isSoon(load.scheduledDelivery, now);

export type TimingAlert = 'pick up missed' | 'delivery missed' | '1 day to pickup' | '1 day to deliver';

/** The card's timing alerts, in the spec's words; none for a load without scheduled times. */
export function timingAlerts(load: FlagInput, now: DateValue): TimingAlert[] {
  if (!load.scheduledPickup && !load.scheduledDelivery) return [];
  const alerts: TimingAlert[] = [];
  if (isPickupOverdue(load, now)) alerts.push('pick up missed');
  if (isPickupSoon(load, now)) alerts.push('1 day to pickup');
  if (isDeliveryOverdue(load, now)) alerts.push('delivery missed');
  if (isDeliverySoon(load, now)) alerts.push('1 day to deliver');
  return alerts;
}

export type DateDisplayState = 'missing' | 'late' | 'passed' | 'upcoming';

/** 'late' (red) wins over 'passed' (dark gray); a date passes once its whole day is over. */
export function dateDisplayState(value: string | null, flaggedLate: boolean, now: DateValue): DateDisplayState {
  const date = parseDate(value);
  if (date === null) return 'missing';
  if (flaggedLate) return 'late';
  const current = parseDate(now);
  return current !== null && current.isAfter(endOfDay(date)) ? 'passed' : 'upcoming';
}

type CardDateInput = Pick<
  LoadRecord,
  | 'actualPickup'
  | 'scheduledPickup'
  | 'earliestPickup'
  | 'actualDelivery'
  | 'scheduledDelivery'
  | 'earliestDelivery'
> & LoadZones;

/**
 * The days a card shows: what happened, else what is scheduled, else the first day of the shipper's
 * window — the same days the search sorts by (AvailableDate and DeliveryDate). A time is its place's day.
 */
export function cardDates(load: CardDateInput): { pickup: string | null; delivery: string | null } {
  return {
    pickup: placeDay(load.actualPickup ?? load.scheduledPickup ?? load.earliestPickup, load.originTimeZone),
    delivery: placeDay(load.actualDelivery ?? load.scheduledDelivery ?? load.earliestDelivery, load.destinationTimeZone),
  };
}
