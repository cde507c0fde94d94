import { PICKUP_DATE_SORT_KEYS } from '../../../shared/constants';
import type { SearchSortField, SearchValues } from '../../../shared/loads';
import { findRegion } from '../../../shared/regions';
import { finiteNumber, normalizeSearchCriteria, searchMileRadius, type Side } from '../../../shared/searchCriteria';
import { dayOfIsoDate } from './days';
import type { SearchOrder, SortCursor } from './sortOrders';

/** One end of a search: a circle when coordinates came, otherwise a set of states, otherwise anywhere. */
export type PlaceFilter =
  | { kind: 'anywhere' }
  | { kind: 'radius'; lat: number; lon: number; miles: number }
  | { kind: 'states'; states: ReadonlySet<string> };

/** Search values as the shared reader leaves them: every field is known-good or absent. */
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
  /** Only loads strictly after this one in the sort order (Load More); null from the first load. */
  after: SortCursor | null;
}

export const maxOrderIds = 10_000;

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

function placeFilter(criteria: SearchValues, end: Side): PlaceFilter {
  const lat = criteria[`${end}GeoCodeLatitude`];
  const lon = criteria[`${end}GeoCodeLongitude`];
  if (lat !== undefined && lon !== undefined) return { kind: 'radius', lat, lon, miles: searchMileRadius(criteria[`${end}GeoCodeMileRadius`]) };
  const state = criteria[`${end}State`];
  return statesFilter(criteria[`${end}s`] ?? (state ? [state] : []));
}

const pickupDateSortKeys = new Set<string>(PICKUP_DATE_SORT_KEYS.map((key) => key.toLowerCase()));

/** AvailableDate is when the load went up, except for the 'P/U Date' options, which name themselves by sortKey. */
function searchOrderOf(field: SearchSortField, sortKey: string | undefined): SearchOrder {
  const key = sortKey?.toLowerCase() ?? '';
  return field === 'AvailableDate' && pickupDateSortKeys.has(key) ? 'PickupDate' : field;
}

/** Map popup ids, read leniently: what is no id is left out, so the popup shows the loads that remain. */
export function orderIdsOf(value: unknown): number[] | null {
  if (value === undefined || value === null) return null;
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0) return null;
  const ids = list.slice(0, maxOrderIds).map(finiteNumber).filter((id): id is number => id !== null && Number.isSafeInteger(id));
  return [...new Set(ids)];
}

/** A search as the engine runs it: the search values read by the one shared reader, plus the map popup's ids. */
export function readSearchFilter(raw: Record<string, unknown>): SearchFilter {
  const criteria = normalizeSearchCriteria(raw);
  const { sortField } = criteria;
  return {
    origin: placeFilter(criteria, 'origin'),
    destination: placeFilter(criteria, 'destination'),
    availableFromDay: dayOfIsoDate(criteria.availableFrom),
    availableThruDay: dayOfIsoDate(criteria.availableThru),
    minPricePerMile: criteria.minPricePerMile ?? null,
    maxVehicles: criteria.maxVehicles ?? null,
    maxWeightLbs: criteria.maxWeightLbs ?? null,
    enclosedTruckRequired: criteria.enclosedTruckRequired ?? null,
    inoperable: criteria.inOperableVehiclesQueryType ?? 'Any',
    minMiles: null,
    maxMiles: null,
    orderIds: orderIdsOf(raw.orderIds),
    // 'Recently Added' (AvailableDate, latest first) is the default and the fallback for unknown fields.
    sortField: sortField ? searchOrderOf(sortField, criteria.sortKey) : 'AvailableDate',
    sortAscending: sortField ? criteria.sortAscending ?? false : false,
    after: null,
  };
}
