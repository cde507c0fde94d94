/**
 * Search values as the form holds them and as they are sent (loads spec 3 and 5): numbers parsed and dropped
 * when not finite, a radius only with its coordinates, empty values left out.
 */
import { DEFAULT_MILE_RADIUS } from '../../../shared/constants';
import type { LocationResult, SearchCriteria } from '../../../shared/loads';
import { findRegion, type Region } from '../../../shared/regions';
import { stateName } from '../../../shared/states';

export type Side = 'origin' | 'destination';
export const SIDES: readonly Side[] = ['origin', 'destination'];
export const ANYWHERE = 'Anywhere';

export type SearchValueKind = 'text' | 'number' | 'flag' | 'list' | 'date';
type SearchValueKey = Exclude<keyof SearchCriteria, 'orderIds'>;

/** Every search value and how it is read; the order is the order of the query string. */
export const SEARCH_VALUE_KINDS: Record<SearchValueKey, SearchValueKind> = {
  originCity: 'text',
  originState: 'text',
  originGeoCodeLatitude: 'number',
  originGeoCodeLongitude: 'number',
  originGeoCodeMileRadius: 'number',
  origins: 'list',
  destinationCity: 'text',
  destinationState: 'text',
  destinationGeoCodeLatitude: 'number',
  destinationGeoCodeLongitude: 'number',
  destinationGeoCodeMileRadius: 'number',
  destinations: 'list',
  availableFrom: 'date',
  availableThru: 'date',
  minPricePerMile: 'number',
  maxVehicles: 'number',
  maxWeightLbs: 'number',
  enclosedTruckRequired: 'flag',
  inOperableVehiclesQueryType: 'text',
  sortField: 'text',
  sortAscending: 'flag',
  sortKey: 'text',
};

export const SEARCH_VALUE_KEYS = Object.keys(SEARCH_VALUE_KINDS) as SearchValueKey[];

/** A new form: default radius, any vehicle type, Recently Added first (loads spec 3 and 9). */
export const initialSearchValues: SearchCriteria = {
  originGeoCodeMileRadius: DEFAULT_MILE_RADIUS,
  destinationGeoCodeMileRadius: DEFAULT_MILE_RADIUS,
  inOperableVehiclesQueryType: 'Any',
  sortField: 'AvailableDate',
  sortAscending: false,
};

export function finiteOrUndefined(value: unknown): number | undefined {
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The values sent to the server, stored in history and written to the query string. */
export function toSearchValues(values: SearchCriteria): SearchCriteria {
  const out: Record<string, unknown> = {};
  for (const key of SEARCH_VALUE_KEYS) {
    const value: unknown = values[key];
    if (isEmpty(value)) continue;
    if (SEARCH_VALUE_KINDS[key] === 'number') {
      const number = finiteOrUndefined(value);
      if (number !== undefined) out[key] = number;
    } else out[key] = value;
  }
  for (const side of SIDES) {
    const coordinates = [`${side}GeoCodeLatitude`, `${side}GeoCodeLongitude`];
    if (coordinates.every((key) => out[key] !== undefined)) continue;
    for (const key of [...coordinates, `${side}GeoCodeMileRadius`]) delete out[key];
  }
  return out as SearchCriteria;
}

// How the results are ordered or how wide an unused circle would be narrows nothing.
const UNFILTERED: Partial<Record<keyof SearchCriteria, (value: unknown) => boolean>> = {
  originState: (value) => value === ANYWHERE,
  destinationState: (value) => value === ANYWHERE,
  inOperableVehiclesQueryType: (value) => value === 'Any',
  sortField: () => true,
  sortAscending: () => true,
  sortKey: () => true,
};

/** No place (or Anywhere), no dates and no filter: the whole board, which is no search to save or recall. */
export function isEmptySearch(values: SearchCriteria): boolean {
  return Object.entries(toSearchValues(values)).every(
    ([key, value]) => UNFILTERED[key as keyof SearchCriteria]?.(value) ?? false,
  );
}

export function sameSearchValues(a: SearchCriteria, b: SearchCriteria): boolean {
  const key = (values: SearchCriteria) => JSON.stringify(Object.entries(toSearchValues(values)).sort());
  return key(a) === key(b);
}

const listKey = (side: Side) => (side === 'origin' ? 'origins' : 'destinations');

/** What choosing a place sets on one side: a state with its one-item list, or a city with its coordinates. */
export function placeValues(side: Side, place: LocationResult): SearchCriteria {
  if (place.isState) return { [`${side}State`]: place.state, [listKey(side)]: [place.state] };
  return {
    [`${side}City`]: place.city ?? undefined,
    [`${side}State`]: place.state || undefined,
    [`${side}GeoCodeLatitude`]: place.latitude,
    [`${side}GeoCodeLongitude`]: place.longitude,
  };
}

/** A region is searched by its states alone, named in the spelling of the loads document's field. */
export function regionValues(side: Side, region: Region): SearchCriteria {
  return { [listKey(side)]: [region.field] };
}

/** Every value of one side's place, so a new choice leaves nothing of the old one behind. */
export const PLACE_KEYS: Record<Side, Array<keyof SearchCriteria>> = {
  origin: ['originCity', 'originState', 'originGeoCodeLatitude', 'originGeoCodeLongitude', 'origins'],
  destination: [
    'destinationCity',
    'destinationState',
    'destinationGeoCodeLatitude',
    'destinationGeoCodeLongitude',
    'destinations',
  ],
};

/** How a restored place reads on its button: 'Dallas, TX', 'Southwest', 'Texas', 'Anywhere' or nothing. */
export function placeLabelOf(values: SearchCriteria, side: Side): string | null {
  const city = values[`${side}City`];
  const state = values[`${side}State`];
  if (city) return state ? `${city}, ${state}` : city;
  // Without coordinates the server filters by the list before the state, so a region in it names the place.
  const list = values[listKey(side)];
  const region = list?.length === 1 ? findRegion(list[0]) : undefined;
  if (region) return region.label;
  if (state === ANYWHERE) return ANYWHERE;
  if (state) return stateName(state) ?? state;
  const hasCoordinates = values[`${side}GeoCodeLatitude`] !== undefined && values[`${side}GeoCodeLongitude`] !== undefined;
  return hasCoordinates ? 'Current Location' : null;
}
