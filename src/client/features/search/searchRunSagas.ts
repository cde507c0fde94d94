/**
 * Running a search (loads spec 4, Search screen and Paging): page 1 for a new search, the next page appended
 * for Load More, the query string replaced with the search each time, and a recent search recorded on submit.
 * A search run again within the cache time shows its cached page at once and then the server's fresh one, so
 * a load claimed meanwhile leaves the list (stale-while-revalidate).
 */
import { call, put, select } from 'redux-saga/effects';
import { FIRST_PAGE_NUMBER } from '../../../shared/constants';
import type { LoadRecord, SearchCriteria } from '../../../shared/loads';
import type { Paged } from '../../../shared/wire';
import { callApi } from '../../api/callApi';
import { saveRecentSearch } from '../../api/searchHistoryApi';
import { navigateTo } from '../../app/navigation';
import { loadsReceived } from '../loads/slice';
import { keptSearchAnswer, searchAndKeep } from '../requestCache/sagas';
import { loadRecentSearches } from './storedSearchSagas';
import { pageRequestOf } from './pageRequests';
import { searchValuesToQuery } from './queryString';
import { selectSearchNext, selectSearchPageNumber, selectSearchPath, selectSearchValues, selectSubmittedCriteria } from './selectors';
import { moreResultsFailed, searchFailed, searchResultsReceived, searchStarted } from './slice';
import { isEmptySearch, toSearchValues } from './searchValues';

function* requestPage(criteria: SearchCriteria, pageNumber: number, after: string | null = null) {
  return yield* searchAndKeep(criteria, pageRequestOf(pageNumber, after));
}

function* showPage(page: Paged<LoadRecord>, pageNumber: number) {
  yield put(loadsReceived(page.records));
  yield put(
    searchResultsReceived({
      pageNumber,
      ids: page.records.map((load) => load.id),
      totalRecordCount: page.totalRecordCount,
      next: page.next ?? null,
    }),
  );
}

/** Runs the form's values from page 1; answers the values as sent. */
export function* runSearch() {
  const criteria = toSearchValues(yield select(selectSearchValues));
  yield put(searchStarted(criteria));
  // The list or its map, whichever is open, keeps its place; only the query changes.
  const path: string = yield select(selectSearchPath);
  yield call(navigateTo, `${path}?${searchValuesToQuery(criteria)}`, { replace: true });
  const cached: Paged<LoadRecord> | null = yield* keptSearchAnswer(criteria, pageRequestOf(FIRST_PAGE_NUMBER));
  if (cached) yield* showPage(cached, FIRST_PAGE_NUMBER);
  try {
    const page: Paged<LoadRecord> = yield* requestPage(criteria, FIRST_PAGE_NUMBER);
    yield* showPage(page, FIRST_PAGE_NUMBER);
  } catch {
    // The cached page stays if there was one (the failure is reported); otherwise there is nothing to show.
    if (!cached) yield put(searchFailed());
  }
  return criteria;
}

export function* submitSearch() {
  const criteria: SearchCriteria = yield call(runSearch);
  yield call(recordRecentSearch, criteria);
}

/** The search changed (sort, dates, a stored or restored search): run it again, without a new recent entry. */
export function* rerunSearch() {
  yield call(runSearch);
}

/** An empty search (Anywhere → Anywhere) is not worth recalling, so it is not recorded. */
export function* recordRecentSearch(criteria: SearchCriteria) {
  if (isEmptySearch(criteria)) return;
  try {
    yield* callApi(saveRecentSearch, [criteria], { reportErrors: false });
    yield call(loadRecentSearches);
  } catch {
    // A search that could not be remembered is still a search; nothing to tell the carrier.
  }
}

/** A page of the submitted search, shown unless a new search started meanwhile (the page belongs to the old one). */
function* showPageOfSubmittedSearch(pageNumber: number, after: string | null = null) {
  const criteria: SearchCriteria | null = yield select(selectSubmittedCriteria);
  if (!criteria) return;
  const page: Paged<LoadRecord> = yield* requestPage(criteria, pageNumber, after);
  const current: SearchCriteria | null = yield select(selectSubmittedCriteria);
  if (current !== criteria) return;
  yield* showPage(page, pageNumber);
}

/**
 * The loads after the last one shown, by the server's cursor, so a load that moved meanwhile is neither shown
 * twice nor skipped; by page number where the page shown came without one.
 */
export function* loadMoreResults() {
  const shownPage: number = yield select(selectSearchPageNumber);
  const next: string | null = yield select(selectSearchNext);
  try {
    yield* showPageOfSubmittedSearch(shownPage + 1, next);
  } catch {
    yield put(moreResultsFailed());
  }
}

/** The first page of the submitted search as it is now on the server (live events were missed). */
export function* refreshFirstPage() {
  try {
    yield* showPageOfSubmittedSearch(FIRST_PAGE_NUMBER);
  } catch {
    // Reported by callApi; the results shown stay.
  }
}
