/**
 * Which days the pick-up/delivery form accepts (loads spec 5), as 'YYYY-MM-DD' strings: four-digit years make
 * them compare like the days they name.
 */
import { DATE_FORMATS, DATE_PICKER_MAX, DATE_PICKER_MIN } from '../../../shared/constants';
import { parseDate } from '../../../shared/format';
import type { LoadRecord } from '../../../shared/loads';

export type ScheduleWindow = Pick<LoadRecord, 'earliestPickup' | 'latestPickup' | 'latestDelivery'>;

export interface ScheduleBounds {
  pickupMin: string;
  pickupMax: string;
  deliveryMax: string;
  /** Today is after the last pick-up day: the pick-up can no longer be chosen. */
  pickupPassed: boolean;
}

const dayOf = (value: string | null): string | null => parseDate(value)?.format(DATE_FORMATS.iso) ?? null;
const later = (...days: (string | null)[]) => days.reduce<string>((a, b) => (b !== null && b > a ? b : a), DATE_PICKER_MIN);
const earlier = (...days: (string | null)[]) => days.reduce<string>((a, b) => (b !== null && b < a ? b : a), DATE_PICKER_MAX);

/** Pick-up from the later of today and earliestPickup to latestPickup; delivery up to latestDelivery. */
export function scheduleBounds(load: ScheduleWindow, today: string): ScheduleBounds {
  const latestPickup = dayOf(load.latestPickup);
  return {
    pickupMin: later(today, dayOf(load.earliestPickup)),
    pickupMax: earlier(latestPickup),
    deliveryMax: earlier(dayOf(load.latestDelivery)),
    pickupPassed: latestPickup !== null && today > latestPickup,
  };
}

/** Delivery starts on the pick-up day once one is chosen (the field is disabled before that). */
export function deliveryMinOf(bounds: ScheduleBounds, pickupDate: string): string {
  return pickupDate !== '' ? pickupDate : bounds.pickupMin;
}
