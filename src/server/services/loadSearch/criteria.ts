import { DEFAULT_MILE_RADIUS, PICKUP_DATE_SORT_KEYS, SEARCH_SORT_FIELDS } from '../../../shared/constants';
import type { SearchSortField } from '../../../shared/loads';
import { findRegion } from '../../../shared/regions';
import { dayNumber } from './days';
import type { SearchOrder } from './sortOrders';

/** One end of a search: a circle when coordinates came, otherwise a set of states, otherwise anywhere. */
export type PlaceFilter =
  | { kind: 'anywhere' }
  | { kind: 'radius'; lat: number; lon: number; miles: number }
  | { kind: 'states'; states: ReadonlySet<string> };

/** Search values after the lenient reading of the wire: every field is known-good or absent. */
export interface SearchFilter {
  origin: PlaceFilter;
  destination: PlaceFilter;
  /** Day numbers (days since 1970-01-01 UTC); the pick-up window must overlap [from, thru]. */
  availableFromDay: number | null;
  availableThruDay: number | null;
  minPricePerMile: number | null;
  maxVehicles: number | null;
  maxWeightLbs: number | null;
  enclosedTruckRequired: boolean | null;
  inoperable: 'Any' | 'Operable' | 'InOperable';
  /** Recommendations only (carrier preferences); not a search value. */
  minMiles: number | null;
  maxMiles: number | null;
  orderIds: readonly number[] | null;
  sortField: SearchOrder;
  sortAscending: boolean;
}

export const maxOrderIds = 10_000;

export function finiteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

export function flag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
  }
  return null;
}

function texts(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim());
}

/** 'Anywhere' wins; a region value stands for its states; anything else is a state code. */
function statesFilter(values: string[]): PlaceFilter {
  if (values.length === 0 || values.some((value) => value.toLowerCase() === 'anywhere')) return { kind: 'anywhere' };
  const states = new Set<string>();
  for (const value of values) {
    const region = findRegion(value);
    if (region) region.states.forEach((state) => states.add(state));
    else states.add(value.toUpperCase());
  }
  return { kind: 'states', states };
}

function placeFilter(raw: Record<string, unknown>, end: 'origin' | 'destination'): PlaceFilter {
  const lat = finiteNumber(raw[`${end}GeoCodeLatitude`]);
  const lon = finiteNumber(raw[`${end}GeoCodeLongitude`]);
  if (lat !== null && lon !== null && Math.abs(lat) <= 90 && Math.abs(lon) <= 180) {
    const miles = finiteNumber(raw[`${end}GeoCodeMileRadius`]) ?? DEFAULT_MILE_RADIUS;
    return { kind: 'radius', lat, lon, miles };
  }
  const list = texts(raw[`${end}s`]);
  return statesFilter(list.length > 0 ? list : texts(raw[`${end}State`]));
}

function sortFieldOf(value: unknown): SearchSortField | null {
  if (typeof value !== 'string') return null;
  return SEARCH_SORT_FIELDS.find((field) => field.toLowerCase() === value.trim().toLowerCase()) ?? null;
}

const pickupDateSortKeys = new Set<string>(PICKUP_DATE_SORT_KEYS.map((key) => key.toLowerCase()));

/** AvailableDate is when the load went up, except for the 'P/U Date' options, which name themselves by sortKey. */
function searchOrderOf(field: SearchSortField, sortKey: unknown): SearchOrder {
  const key = typeof sortKey === 'string' ? sortKey.trim().toLowerCase() : '';
  return field === 'AvailableDate' && pickupDateSortKeys.has(key) ? 'PickupDate' : field;
}

function inoperableOf(value: unknown): SearchFilter['inoperable'] {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'operable') return 'Operable';
  if (text === 'inoperable') return 'InOperable';
  return 'Any';
}

function orderIdsOf(value: unknown): number[] | null {
  if (value === undefined || value === null) return null;
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0) return null;
  const ids = list.slice(0, maxOrderIds).map(finiteNumber).filter((id): id is number => id !== null && Number.isSafeInteger(id));
  return [...new Set(ids)];
}

/**
 * Reads search values as the spec says: numbers that are not finite are dropped, unknown sorts fall back.
 * Stored searches are read so; the search route first refuses a bad date or sort field a client sends.
 */
export function readSearchFilter(raw: Record<string, unknown>): SearchFilter {
  const sortField = sortFieldOf(raw.sortField);
  return {
    origin: placeFilter(raw, 'origin'),
    destination: placeFilter(raw, 'destination'),
    availableFromDay: dayNumber(raw.availableFrom),
    availableThruDay: dayNumber(raw.availableThru),
    minPricePerMile: finiteNumber(raw.minPricePerMile),
    maxVehicles: finiteNumber(raw.maxVehicles),
    maxWeightLbs: finiteNumber(raw.maxWeightLbs),
    enclosedTruckRequired: flag(raw.enclosedTruckRequired),
    inoperable: inoperableOf(raw.inOperableVehiclesQueryType),
    minMiles: null,
    maxMiles: null,
    orderIds: orderIdsOf(raw.orderIds),
    // 'Recently Added' (AvailableDate, latest first) is the default and the fallback for unknown fields.
    sortField: sortField ? searchOrderOf(sortField, raw.sortKey) : 'AvailableDate',
    sortAscending: sortField ? flag(raw.sortAscending) ?? false : false,
  };
}
