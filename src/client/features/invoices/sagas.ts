/**
 * Invoice pages, downloads, one invoice and the dispute address (account spec 2.10, 7 and 8). Each status has its
 * own `takeLatest` channel: a filter change cancels that list's page in flight.
 */
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Action, PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUMBER } from '../../../shared/constants';
import { invoiceListFileName, type InvoiceStatus } from '../../../shared/invoices';
import type { Paged } from '../../../shared/wire';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import type { DownloadedFile } from '../../api/request';
import { exportInvoiceList, fetchDisputeAddress, fetchInvoice, fetchInvoiceList } from '../../api/invoicesApi';
import { DOWNLOAD_FAILED_MESSAGE } from '../documents/documentsText';
import { saveFile } from '../documents/saveFile';
import { flashAdded } from '../flash/slice';
import { storeLoadEntities } from '../loads/sagas';
import { normalizeInvoices, type InvoiceAnswer } from './schemas';
import { invoiceCriteria, selectDisputeAddress, selectInvoiceFilters, selectInvoicePageNumber } from './selectors';
import {
  disputeAddressReceived,
  invoiceDetailFailed,
  invoiceDetailOpened,
  invoiceFetched,
  invoiceExportFinished,
  invoiceExportRequested,
  invoiceFiltersChanged,
  invoiceListOpened,
  invoicePageFailed,
  invoicePageReceived,
  invoicesReceived,
  moreInvoicesRequested,
  type InvoiceFilters,
} from './slice';

const STATUSES: readonly InvoiceStatus[] = ['Paid', 'Pending'];

/** Stores the invoices of an answer, and any loads and drivers they carry, each in its slice; returns their ids. */
export function* storeInvoices(answers: readonly InvoiceAnswer[]): Generator<unknown, number[], unknown> {
  const { ids, invoices, ...loadEntities } = normalizeInvoices(answers);
  if (invoices.length > 0) yield put(invoicesReceived(invoices));
  yield* storeLoadEntities(loadEntities);
  return ids;
}

function* showPage(status: InvoiceStatus, pageNumber: number) {
  const filters: InvoiceFilters = yield select(selectInvoiceFilters, status);
  try {
    const criteria = invoiceCriteria(status, filters);
    const page: Paged<InvoiceAnswer> = yield* callApi(fetchInvoiceList, [criteria, { pageNumber, pageSize: DEFAULT_PAGE_SIZE }]);
    const ids = yield* storeInvoices(page.records);
    yield put(invoicePageReceived({ status, pageNumber, ids, totalRecordCount: page.totalRecordCount }));
  } catch {
    yield put(invoicePageFailed({ status, pageNumber }));
  }
}

export function* loadInvoicePage(action: UnknownAction) {
  const status = statusOf(action);
  if (status === null) return;
  if (moreInvoicesRequested.match(action)) {
    const shown: number = yield select(selectInvoicePageNumber, status);
    yield* showPage(status, shown + 1);
  } else {
    yield* showPage(status, FIRST_PAGE_NUMBER);
  }
}

const statusOf = (action: UnknownAction): InvoiceStatus | null => {
  if (invoiceListOpened.match(action) || moreInvoicesRequested.match(action)) return action.payload;
  if (invoiceFiltersChanged.match(action)) return action.payload.status;
  return null;
};

export function* exportInvoices({ payload: status }: PayloadAction<InvoiceStatus>) {
  const filters: InvoiceFilters = yield select(selectInvoiceFilters, status);
  try {
    const file: DownloadedFile<string> = yield* callApi(exportInvoiceList, [invoiceCriteria(status, filters)], { reportErrors: false });
    yield call(saveFile, new Blob([file.content], { type: 'text/csv' }), file.fileName ?? invoiceListFileName(status));
  } catch {
    yield put(flashAdded(DOWNLOAD_FAILED_MESSAGE));
  } finally {
    yield put(invoiceExportFinished(status));
  }
}

export function* loadInvoice({ payload: orderNumber }: PayloadAction<number>) {
  try {
    const invoice: InvoiceAnswer = yield* callApi(fetchInvoice, [orderNumber], { allow404: true });
    yield* storeInvoices([invoice]);
    yield put(invoiceFetched(orderNumber));
  } catch (error) {
    yield put(invoiceDetailFailed({ orderNumber, notFound: isApiError(error) && (error.status === 404 || error.status === 400) }));
  }
  const address: string | null = yield select(selectDisputeAddress);
  if (address !== null) return;
  try {
    yield put(disputeAddressReceived(yield call(fetchDisputeAddress)));
  } catch {
    // Without the address the Dispute Payment link stays hidden; the invoice itself still shows.
  }
}

export function* invoicesSaga() {
  yield all([
    ...STATUSES.map((status) => takeLatest((action: Action) => statusOf(action as UnknownAction) === status, loadInvoicePage)),
    takeEvery(invoiceExportRequested.type, exportInvoices),
    takeLatest(invoiceDetailOpened.type, loadInvoice),
  ]);
}
