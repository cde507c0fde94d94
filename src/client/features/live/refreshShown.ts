/**
 * Reading again what is on screen, through each screen's own fetch: the open load, the load list, the
 * invoices, the dashboard, the search's saved searches and its first page of results.
 */
import { call, put, select } from 'redux-saga/effects';
import { loadDashboard } from '../dashboard/sagas';
import { invoiceListOpened } from '../invoices/slice';
import { loadRequested } from '../loads/slice';
import { firstPageRequested } from '../loadLists/slice';
import { refreshFirstPage } from '../search/searchRunSagas';
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
  if (shown.search) yield call(refreshFirstPage);
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
