/** The words of the search map (loads spec 2 and 8): its notes, its popup and why Google Maps cannot show. */
import { formatCount } from '../../../shared/format';

export const NO_SEARCH_TEXT = 'Run a search first to see its loads on the map.';
export const NO_LOADS_TEXT = 'No loads match this search. Widen the radius, the dates or the places to see more.';
export const PINS_FAILED_TEXT = 'The map could not load the loads. Try the search again in a moment.';
export const SEARCH_FOR_LOADS_LINK = 'Search for loads';
export const POPUP_FAILED_TEXT = 'Error';

/** 'Showing 500 of 4,560' */
export const mapCoverageText = (drawn: number, total: number) => `Showing ${formatCount(drawn)} of ${formatCount(total)}`;

/** Why Google Maps cannot be shown: its script did not load, it loaded without its API, or Google refused the key. */
export type GoogleMapsProblem = 'scriptFailed' | 'noApi' | 'keyRefused';

const googleMapsProblemWords: Record<GoogleMapsProblem, string> = {
  scriptFailed: 'The Google Maps script could not be loaded.',
  noApi: 'The Google Maps script loaded without its API.',
  keyRefused: 'The Google Maps key was refused.',
};

/** 'Failed to load google maps. {message}' (loads spec 8, Maps). */
export const googleMapsFailureText = (problem: GoogleMapsProblem) => `Failed to load google maps. ${googleMapsProblemWords[problem]}`;
