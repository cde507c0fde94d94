/**
 * Reading again what is on screen, through each screen's own fetch: the open load, the load list, the
 * invoices, the dashboard, the search's saved searches and its first page of results.
 */
import { call, put, select } from 'redux-saga/effects';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUMBER } from '../../../shared/constants';
import type { LoadRecord, SearchCriteria } from '../../../shared/loads';
import type { Paged } from '../../../shared/wire';
import { callApi } from '../../api/callApi';
import { searchAvailableLoads } from '../../api/loadsApi';
import { loadDashboard } from '../dashboard/sagas';
import { invoiceListOpened } from '../invoices/slice';
import { loadRequested } from '../loadDetail/slice';
import { firstPageRequested } from '../loadLists/slice';
import { loadsReceived } from '../loads/slice';
import { selectSubmittedCriteria } from '../search/selectors';
import { searchResultsReceived } from '../search/slice';
import { loadSavedSearches } from '../search/storedSearchSagas';
import { selectShownScreens } from './selectors';
import type { ShownScreens } from './shownScreens';

export function* refreshLoadLists() {
  const shown: ShownScreens = yield select(selectShownScreens);
  if (shown.loadList) yield put(firstPageRequested(shown.loadList));
  if (shown.dashboard) yield call(loadDashboard);
}

export function* refreshInvoices() {
  const shown: ShownScreens = yield select(selectShownScreens);
  if (shown.invoices) yield put(invoiceListOpened(shown.invoices));
  if (shown.dashboard) yield call(loadDashboard);
}

export function* refreshSavedSearches() {
  const shown: ShownScreens = yield select(selectShownScreens);
  if (shown.search) yield call(loadSavedSearches);
}

/** The first page of the search on screen, as it is now on the server. */
export function* refreshSearchResults() {
  const shown: ShownScreens = yield select(selectShownScreens);
  const criteria: SearchCriteria | null = yield select(selectSubmittedCriteria);
  if (!shown.search || !criteria) return;
  try {
    const page: Paged<LoadRecord> = yield* callApi(searchAvailableLoads, [criteria, { pageNumber: FIRST_PAGE_NUMBER, pageSize: DEFAULT_PAGE_SIZE }]);
    // A new search started meanwhile: its own answer is on its way.
    const current: SearchCriteria | null = yield select(selectSubmittedCriteria);
    if (current !== criteria) return;
    yield put(loadsReceived(page.records));
    yield put(searchResultsReceived({ pageNumber: FIRST_PAGE_NUMBER, ids: page.records.map((load) => load.id), totalRecordCount: page.totalRecordCount }));
  } catch {
    // Reported by callApi; the results shown stay.
  }
}

/** Events were missed: everything shown is read again. */
export function* refreshEverythingShown() {
  const shown: ShownScreens = yield select(selectShownScreens);
  if (shown.loadId !== null) yield put(loadRequested(shown.loadId));
  yield call(refreshSearchResults);
  yield call(refreshSavedSearches);
  yield call(refreshLoadLists);
  if (shown.invoices) yield put(invoiceListOpened(shown.invoices));
}
