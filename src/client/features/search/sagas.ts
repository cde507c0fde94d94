/**
 * The search screen's processes: one watcher; a worker per intent. Runs of a search share one takeLatest
 * channel, so a newer search (or leaving the screen) cancels the one in flight.
 */
import { all, call, fork, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SearchCriteria } from '../../../shared/loads';
import { isSessionRehydrated, selectSessionRehydrated } from '../../app/persistence';
import { appOpenedAt, locationChanged } from '../../app/routerActions';
import { screens } from '../../app/routeTable';
import { selectToken } from '../session/selectors';
import { afterFirstResults } from './firstResults';
import { locateCurrentPosition, fetchPredictions } from './locationSagas';
import { showNewLoads, watchBoardArrivals } from './newLoadSagas';
import { queryToSearchValues } from './queryString';
import { isSearchArea } from './searchArea';
import { loadMoreResults, rerunSearch, submitSearch } from './searchRunSagas';
import { selectSubmittedCriteria } from './selectors';
import {
  currentLocationRequested,
  datesChosen,
  initialSearchState,
  locationTermChanged,
  moreResultsRequested,
  newLoadsShowRequested,
  recentSearchSaveRequested,
  savedSearchRemoveRequested,
  searchRestored,
  searchSaveRequested,
  searchScreenLeft,
  searchScreenOpened,
  searchSubmitted,
  sortChanged,
  storedSearchChosen,
  type SearchState,
} from './slice';
import { restoredSearchValues, sameSearchValues } from './searchValues';
import {
  loadRecentSearches,
  loadRecommendedLoads,
  loadSavedSearches,
  removeSavedSearch,
  saveCurrentSearch,
  saveRecentSearchAsSaved,
} from './storedSearchSagas';

const RUN_INTENTS = [
  searchSubmitted.type,
  sortChanged.type,
  datesChosen.type,
  storedSearchChosen.type,
  searchRestored.type,
  searchScreenLeft.type,
];

function* runIntent(action: { type: string }) {
  if (searchSubmitted.match(action)) yield call(submitSearch);
  // Leaving only needs the cancellation takeLatest has already done.
  else if (!searchScreenLeft.match(action)) yield call(rerunSearch);
}

/** Saved, recent and recommended lists, each time the screen opens (after the first results of a search link). */
export function* loadStoredLists() {
  yield call(afterFirstResults);
  yield all([call(loadSavedSearches), call(loadRecentSearches), call(loadRecommendedLoads)]);
}

/**
 * The address follows the search: opening `/search?…` or `/search/map?…` (a reload or a link) restores and
 * runs that search unless it is the one on screen; any page outside the search area (the map of the same
 * search is inside) clears it.
 */
export function* followLocation({ payload: { pathname, search } }: ReturnType<typeof locationChanged>) {
  if (!isSearchArea(pathname)) {
    const state: SearchState = yield select((root: { search: SearchState }) => root.search);
    if (state !== initialSearchState) yield put(searchScreenLeft());
    return;
  }
  const fromQuery = queryToSearchValues(search);
  if (Object.keys(fromQuery).length === 0) return;
  const submitted: SearchCriteria | null = yield select(selectSubmittedCriteria);
  if (submitted === null || !sameSearchValues(submitted, restoredSearchValues(fromQuery))) {
    yield put(searchRestored(fromQuery));
  }
}

/**
 * A search link opened with a stored session: its search starts as soon as the session is back from storage,
 * beside the check of who is signed in, not once that answer has come and the screen is drawn. When the screen
 * then reports the same address, `followLocation` finds the search already submitted and asks nothing again.
 * If the page asked for the same search before the app ran (boot/earlyReads.ts), that answer is used.
 */
export function* searchAddressAtStart({ payload }: ReturnType<typeof appOpenedAt>) {
  if (payload.pathname !== screens.search.path) return;
  const rehydrated: boolean = yield select(selectSessionRehydrated);
  if (!rehydrated) yield take(isSessionRehydrated);
  const token: unknown = yield select(selectToken);
  if (!token) return;
  yield call(followLocation, locationChanged(payload));
}

export function* searchSaga() {
  yield takeLeading(appOpenedAt.type, searchAddressAtStart);
  yield fork(watchBoardArrivals);
  yield takeLatest(RUN_INTENTS, runIntent);
  yield takeLeading(moreResultsRequested.type, loadMoreResults);
  yield takeLatest(locationTermChanged.type, fetchPredictions);
  yield takeLatest(currentLocationRequested.type, locateCurrentPosition);
  yield takeLeading(searchSaveRequested.type, saveCurrentSearch);
  yield takeEvery(recentSearchSaveRequested.type, saveRecentSearchAsSaved);
  yield takeEvery(savedSearchRemoveRequested.type, removeSavedSearch);
  yield takeLatest([searchScreenOpened.type, searchScreenLeft.type], openOrLeave);
  yield takeEvery(locationChanged.type, followLocation);
  yield takeLeading(newLoadsShowRequested.type, showNewLoads);
}

// Leaving cancels lists still on their way, so they cannot fill the cleared screen.
function* openOrLeave(action: { type: string }) {
  if (searchScreenOpened.match(action)) yield call(loadStoredLists);
}
