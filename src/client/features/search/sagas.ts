/**
 * The search screen's processes: one watcher; a worker per intent. Runs of a search share one takeLatest
 * channel, so a newer search (or leaving the screen) cancels the one in flight.
 */
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { LoadRecord, SearchCriteria } from '../../../shared/loads';
import { navigateTo } from '../../app/navigation';
import { locationChanged } from '../../app/routerActions';
import { selectLoadById, type LoadsState } from '../loads/slice';
import { locateCurrentPosition, fetchPredictions } from './locationSagas';
import { queryToSearchValues } from './queryString';
import { loadMoreResults, rerunSearch, SEARCH_PATH, submitSearch } from './searchRunSagas';
import { selectSubmittedCriteria } from './selectors';
import {
  currentLocationRequested,
  datesChosen,
  initialSearchState,
  locationTermChanged,
  moreResultsRequested,
  recentSearchSaveRequested,
  savedSearchRemoveRequested,
  searchRestored,
  searchResultOpened,
  searchSaveRequested,
  searchScreenLeft,
  searchScreenOpened,
  searchSubmitted,
  sortChanged,
  storedSearchChosen,
  type SearchState,
} from './slice';
import { initialSearchValues, sameSearchValues } from './searchValues';
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

/** Opening `/search?…` (a reload or a link) restores and runs that search, unless it is the one on screen. */
export function* openSearchScreen({ payload: { query } }: ReturnType<typeof searchScreenOpened>) {
  const fromQuery = queryToSearchValues(query);
  const submitted: SearchCriteria | null = yield select(selectSubmittedCriteria);
  const onScreen = submitted !== null && sameSearchValues(submitted, { ...initialSearchValues, ...fromQuery });
  if (Object.keys(fromQuery).length > 0 && !onScreen) yield put(searchRestored(fromQuery));
  yield all([call(loadSavedSearches), call(loadRecentSearches), call(loadRecommendedLoads)]);
}

export const isSearchArea = (pathname: string) => pathname === SEARCH_PATH || pathname.startsWith(`${SEARCH_PATH}/`);

/** The map at /search/map shows the same search; any other page clears it. */
export function* leaveSearchOutsideItsArea({ payload: { pathname } }: ReturnType<typeof locationChanged>) {
  if (isSearchArea(pathname)) return;
  const search: SearchState = yield select((state: { search: SearchState }) => state.search);
  if (search !== initialSearchState) yield put(searchScreenLeft());
}

/** From search a load opens only when it is unassigned or this carrier's own (loads spec 4, Claimability). */
export function* openSearchResult({ payload: id }: ReturnType<typeof searchResultOpened>) {
  const load: LoadRecord | undefined = yield select((state: { loads: LoadsState }) => selectLoadById(state, id));
  if (load && (load.unAssigned || load.assignedToCurrentCarrier)) yield call(navigateTo, `/load/${id}`);
}

export function* searchSaga() {
  yield takeLatest(RUN_INTENTS, runIntent);
  yield takeLeading(moreResultsRequested.type, loadMoreResults);
  yield takeLatest(locationTermChanged.type, fetchPredictions);
  yield takeLatest(currentLocationRequested.type, locateCurrentPosition);
  yield takeLeading(searchSaveRequested.type, saveCurrentSearch);
  yield takeEvery(recentSearchSaveRequested.type, saveRecentSearchAsSaved);
  yield takeEvery(savedSearchRemoveRequested.type, removeSavedSearch);
  yield takeLatest([searchScreenOpened.type, searchScreenLeft.type], openOrLeave);
  yield takeEvery(locationChanged.type, leaveSearchOutsideItsArea);
  yield takeEvery(searchResultOpened.type, openSearchResult);
}

function* openOrLeave(action: { type: string }) {
  if (searchScreenOpened.match(action)) yield call(openSearchScreen, action);
}
