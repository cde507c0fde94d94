/**
 * The pick-up/drop-off rules of loads spec 5, one set for both sides: the form judges with them before it sends
 * and the server judges the same way, in the same words, so the two can never disagree. Days are 'YYYY-MM-DD'
 * strings (four-digit years compare like the days they name); "today" is a parameter.
 */
import type { Moment } from 'moment';
import { DATE_FORMATS, DATE_PICKER_MAX, DATE_PICKER_MIN } from './constants';
import { formatDate, formatMiles, parseDate } from './format';
import type { LoadRecord } from './loads';

export const PICKUP_PASSED_MESSAGE = 'Pick-Up date range has passed';

/**
 * The average a truck keeps up over a trip, breaks and sleep included: a drop-off that leaves less time than the
 * miles need at this pace is warned about, never refused (docs/decisions.md).
 */
export const PLAUSIBLE_MILES_PER_DAY = 500;

export type ScheduleWindow = Pick<LoadRecord, 'earliestPickup' | 'latestPickup' | 'latestDelivery'>;

export interface ScheduleBounds {
  today: string;
  pickupMin: string;
  pickupMax: string;
  deliveryMax: string;
  /** Today is after the last pick-up day: the pick-up can no longer be chosen. */
  pickupPassed: boolean;
}

const dayOf = (value: string | null): string | null => parseDate(value)?.format(DATE_FORMATS.iso) ?? null;
const later = (...days: (string | null)[]) => days.reduce<string>((a, b) => (b !== null && b > a ? b : a), DATE_PICKER_MIN);
const earlier = (...days: (string | null)[]) => days.reduce<string>((a, b) => (b !== null && b < a ? b : a), DATE_PICKER_MAX);
const shown = (day: string) => formatDate(day, DATE_FORMATS.full);

/** Pick-up from the later of today and earliestPickup to latestPickup; delivery up to latestDelivery. */
export function scheduleBounds(load: ScheduleWindow, today: string): ScheduleBounds {
  const latestPickup = dayOf(load.latestPickup);
  return {
    today,
    pickupMin: later(today, dayOf(load.earliestPickup)),
    pickupMax: earlier(latestPickup),
    deliveryMax: earlier(dayOf(load.latestDelivery)),
    pickupPassed: latestPickup !== null && today > latestPickup,
  };
}

/** Whether `today` is before the pick-up window opens ('early') or after it closes ('late'); null within it or with no window. */
export function pickUpTiming(load: Pick<LoadRecord, 'earliestPickup' | 'latestPickup'>, today: string): 'early' | 'late' | null {
  const [opens, closes] = [dayOf(load.earliestPickup), dayOf(load.latestPickup)];
  if (opens !== null && today < opens) return 'early';
  if (closes !== null && today > closes) return 'late';
  return null;
}

/**
 * Delivery starts on the pick-up day once one is chosen (the field is disabled before that), and never before
 * today, even when the pick-up kept is a day that has passed.
 */
export function deliveryMinOf(bounds: ScheduleBounds, pickupDate: string): string {
  return later(pickupDate !== '' ? pickupDate : bounds.pickupMin, bounds.today);
}

/** A stop as chosen: its day on the chooser's calendar and its instant. */
export interface ScheduledStop {
  day: string;
  at: Moment;
}

export interface ScheduleChoice {
  pickup: ScheduledStop;
  /** Null while not (validly) chosen: the pick-up is judged alone. */
  delivery: ScheduledStop | null;
  /**
   * The pick-up is the one the load already has (changing only the drop-off): a passed pick-up range cannot
   * hold it back, since the form no longer lets it change (loads spec 4, Pick-up date passed).
   */
  pickupKept?: boolean;
}

export interface ScheduleProblem {
  field: 'scheduledPickup' | 'scheduledDelivery';
  message: string;
}

function pickupProblem({ pickup, pickupKept }: ScheduleChoice, bounds: ScheduleBounds): string | null {
  if (bounds.pickupPassed) return pickupKept ? null : `${PICKUP_PASSED_MESSAGE}.`;
  if (pickup.day < bounds.pickupMin || pickup.day > bounds.pickupMax) {
    return `Pick-up must be between ${shown(bounds.pickupMin)} and ${shown(bounds.pickupMax)}.`;
  }
  return null;
}

function deliveryProblem(pickup: ScheduledStop, delivery: ScheduledStop, bounds: ScheduleBounds): string | null {
  const last = bounds.deliveryMax;
  if (last < pickup.day) return `Drop-off must be by ${shown(last)}, which is before the pick-up: choose an earlier pick-up.`;
  const first = deliveryMinOf(bounds, pickup.day);
  if (last < first) return 'Drop-off date range has passed.';
  if (delivery.day < first || delivery.day > last) return `Drop-off must be between ${shown(first)} and ${shown(last)}.`;
  if (delivery.at.isBefore(pickup.at)) return 'Drop-off must not be before the pick-up time.';
  return null;
}

/** What is wrong with a schedule inside the load's windows; nothing when it fits. */
export function scheduleProblems(choice: ScheduleChoice, bounds: ScheduleBounds): ScheduleProblem[] {
  const pickup = pickupProblem(choice, bounds);
  // The drop-off is measured from the pick-up; against a pick-up that is itself wrong it would only add noise.
  if (pickup) return [{ field: 'scheduledPickup', message: pickup }];
  const delivery = choice.delivery && deliveryProblem(choice.pickup, choice.delivery, bounds);
  return delivery ? [{ field: 'scheduledDelivery', message: delivery }] : [];
}

const HOURS_PER_DAY = 24;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);
const hoursText = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/**
 * A warning, not a refusal: the drop-off leaves less time after the pick-up than the miles need at
 * PLAUSIBLE_MILES_PER_DAY. Null when the time is enough or the miles are unknown.
 */
export function driveTimeWarning(pickupAt: Moment, deliveryAt: Moment, miles: number): string | null {
  if (!(miles > 0)) return null;
  const neededHours = (miles / PLAUSIBLE_MILES_PER_DAY) * HOURS_PER_DAY;
  const leftHours = deliveryAt.diff(pickupAt, 'minutes') / 60;
  if (leftHours >= neededHours) return null;
  const needed = daysText(oneDecimal(neededHours / HOURS_PER_DAY));
  const left = leftHours < HOURS_PER_DAY ? hoursText(Math.max(0, Math.floor(leftHours))) : daysText(oneDecimal(leftHours / HOURS_PER_DAY));
  return `Tight schedule: ${formatMiles(miles)} take about ${needed} at ${PLAUSIBLE_MILES_PER_DAY} miles a day, and this drop-off is ${left} after the pick-up.`;
}
