/** How a search reads on buttons and cards (loads spec 2): places and the 'MMM D – MMM D' pick-up range. */
import { DATE_FORMATS } from '../../../shared/constants';
import { formatCount, formatDate } from '../../../shared/format';
import type { SearchCriteria, StoredSearch } from '../../../shared/loads';
import { ANYWHERE, placeLabelOf } from './searchValues';
import type { GeolocationState, LocationFailure } from './types';

/** The range only when both days are set; otherwise nothing. */
export function dateRangeLabel(from: string | null | undefined, thru: string | null | undefined): string | null {
  const start = formatDate(from, DATE_FORMATS.monthAndDay);
  const end = formatDate(thru, DATE_FORMATS.monthAndDay);
  return start && end ? `${start} – ${end}` : null;
}

/** A stored search's origin and destination as city/state; a side without a place reads Anywhere. */
export function storedSearchPlaces(values: SearchCriteria): { origin: string; destination: string } {
  return {
    origin: placeLabelOf(values, 'origin') ?? ANYWHERE,
    destination: placeLabelOf(values, 'destination') ?? ANYWHERE,
  };
}

/** '1,204 LOADS' */
export function loadCountLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'LOAD' : 'LOADS'}`;
}

/** '3 new loads', told above the results until Show puts them in. */
export function newLoadsLabel(count: number): string {
  return `${formatCount(count)} new ${count === 1 ? 'load' : 'loads'}`;
}

const locationFailureWords: Record<LocationFailure['code'], (detail: string | null) => string> = {
  unavailable: () => 'Sorry, finding your current location is not available',
  denied: () => 'Permission denied, please configure your browser to allow geolocation',
  positionUnavailable: () => 'Position not available',
  timeout: () => 'Timed out waiting for position',
  geocoding: () => 'Error during geocoding',
  other: (detail) => `Failed to load your location: ${detail ?? ''}`,
};

/** Why Current Location failed, in the words of loads spec 8 (Geolocation, Maps); null while it has not. */
export function geolocationFailureText({ status, failure }: GeolocationState): string | null {
  return status === 'failed' && failure ? locationFailureWords[failure.code](failure.detail) : null;
}

/** 'Failed to load location suggestions ({status})' (loads spec 8, Maps). */
export const suggestionsFailureText = (failure: string | undefined) => `Failed to load location suggestions (${failure})`;

export const SAVED_RECENT_SEARCH_TEXT = 'Saved Recent Search';
/** A stored search by what it looks for: 'Dallas, TX to Atlanta, GA'. */
function storedSearchLabel(values: SearchCriteria): string {
  const { origin, destination } = storedSearchPlaces(values);
  return `${origin} to ${destination}`;
}

/** Loads spec 4 says 'Removed Search {id}'; issue 22 names the search by what it looks for instead. */
export const removedSearchText = (search: StoredSearch) => `Removed Search ${storedSearchLabel(search.carrierSearchDto)}`;
