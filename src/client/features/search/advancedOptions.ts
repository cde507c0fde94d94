/** The choices of the advanced search options (loads spec 5, Advanced options) and how they read. */
import { ADVANCED_SEARCH_BOUNDS, DEFAULT_MILE_RADIUS, PRICE_DECIMALS_MAX } from '../../../shared/constants';
import type { InOperableVehiclesQueryType } from '../../../shared/loads';

export interface Choice<T> {
  value: T;
  label: string;
}

const wholeNumber = new Intl.NumberFormat('en-US');

function steps({ min, max, step }: { min: number; max: number; step: number }): number[] {
  const count = Math.round((max - min) / step);
  return Array.from({ length: count + 1 }, (_, index) => min + index * step);
}

export const NO_LIMIT = 'No limit';

export const MAX_VEHICLES_CHOICES: Choice<number>[] = steps(ADVANCED_SEARCH_BOUNDS.maxVehicles).map((count) => ({
  value: count,
  label: String(count),
}));

/** 0 lbs would match no load with a known weight, so the bottom of the spec's range reads as no limit. */
export const MAX_WEIGHT_CHOICES: Choice<number>[] = steps(ADVANCED_SEARCH_BOUNDS.maxWeightLbs)
  .filter((pounds) => pounds > 0)
  .map((pounds) => ({ value: pounds, label: `${wholeNumber.format(pounds)} lbs` }));

export const RADIUS_CHOICES: Choice<number>[] = steps(ADVANCED_SEARCH_BOUNDS.mileRadius).map((miles) => ({
  value: miles,
  label: `${miles} miles`,
}));

export const DEFAULT_RADIUS = DEFAULT_MILE_RADIUS;

/** enclosedTruckRequired; 'All' (not set) lets a carrier drop the filter again. */
export const HAUL_TYPE_CHOICES: Choice<boolean | undefined>[] = [
  { value: undefined, label: 'All' },
  { value: true, label: 'Enclosed' },
  { value: false, label: 'Open' },
];

/** Any is shown as All (loads spec 5). */
export const VEHICLE_TYPE_CHOICES: Choice<InOperableVehiclesQueryType>[] = [
  { value: 'Any', label: 'All' },
  { value: 'Operable', label: 'Operable' },
  { value: 'InOperable', label: 'InOperable' },
];

export const PRICE_PER_MILE_BOUNDS = ADVANCED_SEARCH_BOUNDS.minPricePerMile;

const priceText = new RegExp(`^\\d*(\\.\\d{0,${PRICE_DECIMALS_MAX}})?$`);

/** Price fields accept at most 2 decimals (loads spec 5), digits only, and nothing above `max`. */
export function acceptsPriceText(text: string, max: number): boolean {
  if (!priceText.test(text)) return false;
  const amount = Number(text);
  return !Number.isFinite(amount) || amount <= max;
}

/** The number typed, or undefined for an empty field or a lone '.'. */
export function priceOf(text: string): number | undefined {
  if (text === '' || text === '.') return undefined;
  return Number(text);
}
