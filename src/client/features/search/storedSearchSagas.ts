/**
 * Saved and recent searches and New Loads for You (loads spec 2 and 4): the lists shown before a search,
 * saving the current or a recent search, and the optimistic removal of a saved one.
 */
import { call, put, select } from 'redux-saga/effects';
import type { LoadRecord, SearchCriteria, StoredSearch } from '../../../shared/loads';
import type { Paged } from '../../../shared/wire';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { fetchRecommendedLoads } from '../../api/loadsApi';
import {
  fetchRecentSearches,
  fetchSavedSearches,
  removeSearch,
  saveSearch,
} from '../../api/searchHistoryApi';
import { flashAdded } from '../flash/slice';
import { loadsReceived } from '../loads/slice';
import { selectRemovingSearch, selectSearchValues } from './selectors';
import {
  recentSearchesReceived,
  recentSearchSaveRequested,
  recommendedLoadsReceived,
  savedSearchesReceived,
  savedSearchRemoved,
  savedSearchRemoveFailed,
  savedSearchRemoveRequested,
  searchSaved,
  searchSaveFailed,
} from './slice';
import { removedSearchText, SAVED_RECENT_SEARCH_TEXT } from './searchText';
import { isEmptySearch, toSearchValues } from './searchValues';

export function* loadSavedSearches() {
  try {
    const searches: StoredSearch[] = yield* callApi(fetchSavedSearches, []);
    yield put(savedSearchesReceived(searches));
  } catch {
    // Reported by callApi; the list stays as it was.
  }
}

export function* loadRecentSearches() {
  try {
    const searches: StoredSearch[] = yield* callApi(fetchRecentSearches, []);
    yield put(recentSearchesReceived(searches));
  } catch {
    // Reported by callApi; the list stays as it was.
  }
}

export function* loadRecommendedLoads() {
  try {
    const page: Paged<LoadRecord> = yield* callApi(fetchRecommendedLoads, []);
    yield put(loadsReceived(page.records));
    yield put(recommendedLoadsReceived(page.records.map((load) => load.id)));
  } catch {
    // Reported by callApi; the section stays empty.
  }
}

/** Save Search: the values on screen in the form (an empty form has nothing to save; its button is disabled). */
export function* saveCurrentSearch() {
  const criteria: SearchCriteria = toSearchValues(yield select(selectSearchValues));
  if (isEmptySearch(criteria)) {
    yield put(searchSaveFailed());
    return;
  }
  try {
    yield* callApi(saveSearch, [criteria]);
    yield put(searchSaved(criteria));
    yield call(loadSavedSearches);
  } catch {
    yield put(searchSaveFailed());
  }
}

export function* saveRecentSearchAsSaved({ payload: recent }: ReturnType<typeof recentSearchSaveRequested>) {
  try {
    yield* callApi(saveSearch, [recent.carrierSearchDto]);
    yield call(loadSavedSearches);
    yield put(flashAdded(SAVED_RECENT_SEARCH_TEXT));
  } catch {
    // Reported by callApi.
  }
}

/**
 * The card is already gone (the reducer removed it); a refusal puts it back. A search the server no longer
 * has (404, removed in another tab) stays gone.
 */
export function* removeSavedSearch({ payload: id }: ReturnType<typeof savedSearchRemoveRequested>) {
  const removing: StoredSearch | null = yield select(selectRemovingSearch, id);
  try {
    yield* callApi(removeSearch, [id], { allow404: true });
    yield put(savedSearchRemoved(id));
    if (removing) yield put(flashAdded(removedSearchText(removing)));
  } catch (error) {
    yield put(isApiError(error) && error.status === 404 ? savedSearchRemoved(id) : savedSearchRemoveFailed(id));
  }
}
