import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { exportInvoiceList, fetchDisputeAddress, fetchInvoice, fetchInvoiceList } from '../../../../src/client/api/invoicesApi';
import { saveFile } from '../../../../src/client/features/documents/saveFile';
import { errorsReducer } from '../../../../src/client/features/errors/slice';
import { flashReducer } from '../../../../src/client/features/flash/slice';
import { exportInvoices, loadInvoice, loadInvoicePage } from '../../../../src/client/features/invoices/sagas';
import {
  initialInvoicesState,
  invoiceDetailFailed,
  invoiceDetailOpened,
  invoiceFiltersChanged,
  invoiceListOpened,
  invoicePageFailed,
  invoicePageReceived,
  invoiceFetched,
  invoicesReceived,
  invoicesReducer,
  moreInvoicesRequested,
  disputeAddressReceived,
  INITIAL_INVOICE_FILTERS,
} from '../../../../src/client/features/invoices/slice';
import { pinClock } from '../../../support/clock';
import { signedIn, signedInCredentials } from '../../support/sagaProviders';
import { anInvoice } from './invoiceFixtures';

const reducer = combineReducers({ invoices: invoicesReducer, errors: errorsReducer, flash: flashReducer });
const initial = () => ({ invoices: initialInvoicesState, errors: { errors: [] }, flash: { current: [], queued: [] } });
const firstPage = { pageNumber: 1, pageSize: 20 };
const paidCriteria = { status: 'Paid', driverId: null, fromDate: null, thruDate: null, sortField: 'InvoicedDate', sortAscending: false };
const failure = (status: number) => new ApiError({ status, statusText: 'Failed', url: '/api/x', message: 'Failed', fieldErrors: {}, data: {} });

describe('invoice sagas (account spec 2.10, 7 and 8)', () => {
  it('opening a list asks for page 1 of 20, newest invoiced first, and stores the invoices by order number', async () => {
    const invoice = anInvoice();
    const { storeState } = await expectSaga(loadInvoicePage, invoiceListOpened('Paid'))
      .withReducer(reducer, initial())
      .provide([signedIn, [matchers.call(fetchInvoiceList, signedInCredentials, paidCriteria, firstPage), { records: [invoice], totalRecordCount: 21 }]])
      .put(invoicesReceived([invoice]))
      .put(invoicePageReceived({ status: 'Paid', pageNumber: 1, ids: [100_123], totalRecordCount: 21 }))
      .run();
    expect(storeState.invoices.lists.Paid).toMatchObject({ ids: [100_123], pageNumber: 1, totalRecordCount: 21 });
    expect(storeState.invoices.entities.entities[100_123]).toEqual(invoice);
  });

  it('Load More asks for the next page and keeps the invoices shown', async () => {
    const state = initial();
    state.invoices = invoicesReducer(state.invoices, invoicesReceived([anInvoice({ orderNumber: 1 })]));
    state.invoices = invoicesReducer(state.invoices, invoicePageReceived({ status: 'Pending', pageNumber: 1, ids: [1], totalRecordCount: 2 }));
    const next = anInvoice({ orderNumber: 2 });
    const { storeState } = await expectSaga(loadInvoicePage, moreInvoicesRequested('Pending'))
      .withReducer(reducer, state)
      .provide([signedIn, [matchers.call.fn(fetchInvoiceList), { records: [next], totalRecordCount: 2 }]])
      .call(fetchInvoiceList, signedInCredentials, { ...paidCriteria, status: 'Pending' }, { pageNumber: 2, pageSize: 20 })
      .run();
    expect(storeState.invoices.lists.Pending.ids).toEqual([1, 2]);
  });

  it('a date choice is sent as fromDate and thruDate, with the driver', async () => {
    pinClock(new Date(2026, 10, 25, 12, 0));
    const action = invoiceFiltersChanged({ status: 'Paid', filters: { dateFilter: 'month', driverId: 5 } });
    await expectSaga(loadInvoicePage, action)
      .withReducer(reducer, { ...initial(), invoices: invoicesReducer(initialInvoicesState, action) })
      .provide([signedIn, [matchers.call.fn(fetchInvoiceList), { records: [], totalRecordCount: 0 }]])
      .call(fetchInvoiceList, signedInCredentials, { ...paidCriteria, driverId: 5, fromDate: '2026-11-01', thruDate: '2026-11-30' }, firstPage)
      .run();
  });

  it('a custom date range with only one date set sends no dates', async () => {
    const action = invoiceFiltersChanged({ status: 'Paid', filters: { dateFilter: 'custom', customDateFrom: '2026-10-01', customDateTo: null } });
    await expectSaga(loadInvoicePage, action)
      .withReducer(reducer, { ...initial(), invoices: invoicesReducer(initialInvoicesState, action) })
      .provide([signedIn, [matchers.call.fn(fetchInvoiceList), { records: [], totalRecordCount: 0 }]])
      .call(fetchInvoiceList, signedInCredentials, paidCriteria, firstPage)
      .run();
  });

  it('an unknown date choice is an error: the list fails and no call is made', async () => {
    const unknownChoice = invoiceFiltersChanged({ status: 'Paid', filters: { ...INITIAL_INVOICE_FILTERS, dateFilter: 'fortnight' as never } });
    const state = { ...initial(), invoices: invoicesReducer(initialInvoicesState, unknownChoice) };
    await expectSaga(loadInvoicePage, invoiceListOpened('Paid'))
      .withReducer(reducer, state)
      .provide([signedIn, [matchers.call.fn(fetchInvoiceList), { records: [], totalRecordCount: 0 }]])
      .not.call.fn(fetchInvoiceList)
      .put(invoicePageFailed({ status: 'Paid', pageNumber: 1 }))
      .run();
  });

  it('Download saves the CSV under the server\'s name, \'Paid Invoices.csv\'', async () => {
    const saved: unknown[][] = [];
    await expectSaga(exportInvoices, { type: 'invoices/invoiceExportRequested', payload: 'Paid' })
      .withReducer(reducer, initial())
      .provide([
        signedIn,
        [matchers.call(exportInvoiceList, signedInCredentials, paidCriteria), { content: 'Order Number\r\n1\r\n', fileName: 'Paid Invoices.csv' }],
        { call: (effect, next) => (effect.fn === saveFile ? void saved.push(effect.args) : next()) },
      ])
      .run();
    expect(saved).toEqual([[expect.any(Blob), 'Paid Invoices.csv']]);
  });

  it('a download that fails says Could not download document. Please try again later.', async () => {
    const { storeState } = await expectSaga(exportInvoices, { type: 'invoices/invoiceExportRequested', payload: 'Pending' })
      .withReducer(reducer, initial())
      .provide([signedIn, [matchers.call.fn(exportInvoiceList), throwError(failure(500))]])
      .run();
    expect(JSON.stringify(storeState.flash)).toContain('Could not download document. Please try again later.');
    expect(storeState.invoices.lists.Pending.isExporting).toBe(false);
  });

  it('opening an invoice fetches it by order number and the dispute address once', async () => {
    const invoice = anInvoice();
    const { storeState } = await expectSaga(loadInvoice, invoiceDetailOpened(100_123))
      .withReducer(reducer, { ...initial(), invoices: invoicesReducer(initialInvoicesState, invoiceDetailOpened(100_123)) })
      .provide([
        signedIn,
        [matchers.call(fetchInvoice, signedInCredentials, 100_123), invoice],
        [matchers.call(fetchDisputeAddress), 'payments@haulboard.test'],
      ])
      .put(invoicesReceived([invoice]))
      .put(invoiceFetched(100_123))
      .put(disputeAddressReceived('payments@haulboard.test'))
      .run();
    expect(storeState.invoices.detail).toEqual({ orderNumber: 100_123, status: 'loaded' });
  });

  it('an invoice that is not the carrier\'s (404) is not found, without the global error overlay', async () => {
    const { storeState } = await expectSaga(loadInvoice, invoiceDetailOpened(9))
      .withReducer(reducer, { ...initial(), invoices: invoicesReducer(initialInvoicesState, invoiceDetailOpened(9)) })
      .provide([signedIn, [matchers.call.fn(fetchInvoice), throwError(failure(404))], [matchers.call(fetchDisputeAddress), 'x@y.test']])
      .put(invoiceDetailFailed({ orderNumber: 9, notFound: true }))
      .run();
    expect(storeState.errors.errors).toEqual([]);
    expect(storeState.invoices.detail?.status).toBe('notFound');
  });
});
