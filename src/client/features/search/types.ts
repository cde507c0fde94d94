/** The search screen's state and the payloads of its actions. */
import type { LocationResult, SearchCriteria, SearchSortField } from '../../../shared/loads';
import type { Side } from './searchValues';
import type { StoredSearchState } from './storedSearchReducers';

export type SearchOverlay = Side | 'dates' | null;
export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface Predictions {
  status: RequestStatus;
  results: LocationResult[];
  /** Why the request failed: its HTTP status, or a word where there was no answer ('NETWORK_ERROR'). */
  failure?: string;
}

/** Why Current Location failed: the browser could not say where we are, or no place could be named for it. */
export interface LocationFailure {
  code: 'unavailable' | 'denied' | 'positionUnavailable' | 'timeout' | 'geocoding' | 'other';
  /** What the browser said of an 'other' failure. */
  detail: string | null;
}

export interface GeolocationState {
  status: 'idle' | 'locating' | 'failed';
  failure: LocationFailure | null;
}

export interface SearchState extends StoredSearchState {
  values: SearchCriteria;
  placeLabels: Record<Side, string | null>;
  /** The values of the results shown (as sent); null before any search. */
  submitted: SearchCriteria | null;
  ids: number[];
  pageNumber: number;
  /** The server's cursor after the last page shown: Load More asks for the loads after it. */
  next: string | null;
  /** The server's count, less the loads shown that left the board since (leftBoardIds). */
  totalRecordCount: number;
  /** Loads of `ids` that left the board after their page came: still shown, marked, and no longer counted. */
  leftBoardIds: number[];
  /** Loads new on the board since the first page that match the search, offered by 'N new loads — Show'. */
  newLoadIds: number[];
  status: RequestStatus;
  isSaving: boolean;
  /** What Save Search stored; the button reads SAVED while the form still holds these values. */
  savedValues: SearchCriteria | null;
  overlay: SearchOverlay;
  locationTerm: string;
  /** By trimmed, lower-cased term, so going back to a term shows its places at once. */
  predictions: Record<string, Predictions>;
  geolocation: GeolocationState;
  /** The page of the search area open now (list or map); runs replace its query. */
  searchPath: string;
}

export interface SortChoice {
  sortField: SearchSortField;
  sortAscending: boolean;
  /** Which sort option was picked, where two options share a field and direction. */
  sortKey?: string;
}

export interface DateRange {
  from: string | null;
  thru: string | null;
}
