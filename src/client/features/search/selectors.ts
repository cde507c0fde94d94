import { createSelector } from '@reduxjs/toolkit';
import type { LoadRecord } from '../../../shared/loads';
import { makeSelectLoadsByIds, type LoadsState } from '../loads/slice';
import { locationChoices } from './regionChoices';
import { predictionsKey, type Predictions, type SearchState } from './slice';
import { isEmptySearch, sameSearchValues, type Side } from './searchValues';

interface WithSearch {
  search: SearchState;
  loads: LoadsState;
}

const NO_PREDICTIONS: Predictions = { status: 'idle', results: [] };

export const selectSearchValues = (state: WithSearch) => state.search.values;
export const selectSearchPath = (state: WithSearch) => state.search.searchPath;
export const selectPlaceLabel = (state: WithSearch, side: Side) => state.search.placeLabels[side];
/** The values of the results on screen, as sent; null before any search. The map follows these. */
export const selectSubmittedCriteria = (state: WithSearch) => state.search.submitted;
export const selectHasSearched = (state: WithSearch) => state.search.submitted !== null;
export const selectSearchStatus = (state: WithSearch) => state.search.status;
export const selectIsSearching = (state: WithSearch) => state.search.status === 'loading';
export const selectSearchResultIds = (state: WithSearch) => state.search.ids;
export const selectSearchPageNumber = (state: WithSearch) => state.search.pageNumber;
export const selectSearchNext = (state: WithSearch) => state.search.next;
export const selectTotalRecordCount = (state: WithSearch) => state.search.totalRecordCount;
export const selectNewLoadCount = (state: WithSearch) => state.search.newLoadIds.length;
/** SAVED only while the form holds what was saved: any change offers Save Search again. */
export const selectIsSearchSaved = createSelector(
  [(state: WithSearch) => state.search.savedValues, selectSearchValues],
  (saved, values) => saved !== null && sameSearchValues(saved, values),
);
/** Nothing chosen to narrow the board (Anywhere → Anywhere, any date): not worth keeping as a search. */
export const selectIsSearchEmpty = createSelector([selectSearchValues], isEmptySearch);
export const selectIsSearchSaving = (state: WithSearch) => state.search.isSaving;
export const selectOpenOverlay = (state: WithSearch) => state.search.overlay;
export const selectLocationTerm = (state: WithSearch) => state.search.locationTerm;
export const selectGeolocation = (state: WithSearch) => state.search.geolocation;
export const selectSavedSearches = (state: WithSearch) => state.search.savedSearches;
export const selectRecentSearches = (state: WithSearch) => state.search.recentSearches;
/** A saved search taken off the list and not yet removed on the server. */
export const selectRemovingSearch = (state: WithSearch, id: number) => state.search.removingSearches[id]?.search ?? null;
const selectRecommendedIds = (state: WithSearch) => state.search.recommendedIds;

/** More results exist while the loaded count is below the total (loads spec 4, Paging); marked loads no longer count. */
export const selectHasMoreResults = createSelector(
  [selectSearchResultIds, selectTotalRecordCount, (state: WithSearch) => state.search.leftBoardIds],
  (ids, total, leftBoardIds) => ids.length - leftBoardIds.length < total,
);

const selectResultLoads = makeSelectLoadsByIds();
export const selectSearchResults = (state: WithSearch): LoadRecord[] =>
  selectResultLoads(state, selectSearchResultIds(state));

const selectRecommendedLoadsByIds = makeSelectLoadsByIds();
export const selectRecommendedLoads = (state: WithSearch): LoadRecord[] =>
  selectRecommendedLoadsByIds(state, selectRecommendedIds(state));

/** The places found for the term in the input; nothing under two characters. */
export const selectCurrentPredictions = createSelector(
  [selectLocationTerm, (state: WithSearch) => state.search.predictions],
  (term, predictions) => predictions[predictionsKey(term)] ?? NO_PREDICTIONS,
);

/** The regions matching the term, then the places found for it, in the order the arrow keys walk them. */
export const selectLocationChoices = createSelector([selectLocationTerm, selectCurrentPredictions], (term, predictions) =>
  locationChoices(term, predictions.results),
);
