/**
 * Search values as the form holds them and as they are sent (loads spec 3 and 5), read by the shared reader:
 * numbers parsed and dropped when they do not read, a radius only with its coordinates, empty values left out.
 */
import { DEFAULT_MILE_RADIUS } from '../../../shared/constants';
import type { LocationResult, SearchCriteria } from '../../../shared/loads';
import { findRegion, type Region } from '../../../shared/regions';
import { normalizeSearchCriteria, type Side } from '../../../shared/searchCriteria';
import { stateName } from '../../../shared/states';

export type { Side } from '../../../shared/searchCriteria';
export const ANYWHERE = 'Anywhere';

/** A new form: default radius, any vehicle type, Recently Added first (loads spec 3 and 9). */
export const initialSearchValues: SearchCriteria = {
  originGeoCodeMileRadius: DEFAULT_MILE_RADIUS,
  destinationGeoCodeMileRadius: DEFAULT_MILE_RADIUS,
  inOperableVehiclesQueryType: 'Any',
  sortField: 'AvailableDate',
  sortAscending: false,
};

/** The form's values once a search link or a stored search is restored: the defaults under its values. */
export const restoredSearchValues = (values: SearchCriteria): SearchCriteria => ({ ...initialSearchValues, ...values });

/** The values sent to the server, stored in history and written to the query string. */
export const toSearchValues = (values: SearchCriteria): SearchCriteria => normalizeSearchCriteria(values);

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
