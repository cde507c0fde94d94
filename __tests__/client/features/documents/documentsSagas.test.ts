import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { downloadLoadDocuments, emailLoadDocuments } from '../../../../src/client/api/documentsApi';
import { emailInvoiceList } from '../../../../src/client/api/invoicesApi';
import { emailLoadList } from '../../../../src/client/api/loadListsApi';
import { DOCUMENTS_SENT_MESSAGE, DOWNLOAD_FAILED_MESSAGE } from '../../../../src/client/features/documents/documentsText';
import { downloadLoadPdf, emailDocuments } from '../../../../src/client/features/documents/sagas';
import { saveFile } from '../../../../src/client/features/documents/saveFile';
import {
  documentsEmailRequested,
  documentsReducer,
  emailDialogOpened,
  pdfDownloadRequested,
  type DocumentsTarget,
} from '../../../../src/client/features/documents/slice';
import { errorsReducer } from '../../../../src/client/features/errors/slice';
import { flashReducer } from '../../../../src/client/features/flash/slice';
import { signedIn, signedInCredentials } from '../../support/sagaProviders';

const reducer = combineReducers({ documents: documentsReducer, flash: flashReducer, errors: errorsReducer });
const withDialogFor = (target: DocumentsTarget) => reducer(undefined, emailDialogOpened(target));
const serverError = new ApiError({ status: 500, statusText: 'Internal Server Error', url: '/api/CarrierLoadDocuments/All', message: 'Mail is down' });
const recipient = { toUserId: 3, toUserType: 'Driver' as const, subject: 'Documents for loads on 11/22/2026', body: 'Here' };

describe('document downloads (loads spec 7 and 8)', () => {
  it("the documents PDF is saved as 'Load {id}.pdf'", async () => {
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    const { storeState } = await expectSaga(downloadLoadPdf, pdfDownloadRequested(4711))
      .withReducer(reducer, reducer(undefined, pdfDownloadRequested(4711)))
      .provide([signedIn, [matchers.call.fn(downloadLoadDocuments), pdf], [matchers.call.fn(saveFile), undefined]])
      .call(downloadLoadDocuments, signedInCredentials, 4711)
      .call(saveFile, pdf, 'Load 4711.pdf')
      .run();
    expect(storeState.documents.downloadingLoadIds).toEqual([]);
  });

  it('a failed download shows Could not download document. Please try again later.', async () => {
    const { storeState } = await expectSaga(downloadLoadPdf, pdfDownloadRequested(4711))
      .withReducer(reducer)
      .provide([signedIn, [matchers.call.fn(downloadLoadDocuments), throwError(serverError)]])
      .not.call.fn(saveFile)
      .run();
    expect(storeState.flash.current.map((message: { text: string }) => message.text)).toEqual([DOWNLOAD_FAILED_MESSAGE]);
    expect(storeState.errors).toEqual(reducer(undefined, { type: 'init' }).errors);
  });
});

describe('sending documents by e-mail (loads spec 5 and 7)', () => {
  it("a load's documents go to the chosen recipient, then the dialog closes", async () => {
    const { storeState } = await expectSaga(emailDocuments, documentsEmailRequested(recipient))
      .withReducer(reducer, withDialogFor({ type: 'load', loadId: 4711 }))
      .provide([signedIn, [matchers.call.fn(emailLoadDocuments), undefined]])
      .call(emailLoadDocuments, signedInCredentials, 4711, recipient)
      .run();
    expect(storeState.documents.emailDialog).toBeNull();
    expect(storeState.flash.current.map((message: { text: string }) => message.text)).toEqual([DOCUMENTS_SENT_MESSAGE]);
  });

  it('a list is sent with the filters it is shown with', async () => {
    const criteria = { scheduledPickupRange: 'tomorrow' as const, driverId: 3 };
    await expectSaga(emailDocuments, documentsEmailRequested(recipient))
      .withReducer(reducer, withDialogFor({ type: 'list', listKind: 'pendingPickup', criteria }))
      .provide([signedIn, [matchers.call.fn(emailLoadList), undefined]])
      .call(emailLoadList, signedInCredentials, 'pendingPickup', criteria, recipient)
      .run();
  });

  it("an invoice list is sent with its filters and flashes 'Invoices sent.'", async () => {
    const criteria = { status: 'Paid' as const, fromDate: '2026-11-01', thruDate: '2026-11-30' };
    const { storeState } = await expectSaga(emailDocuments, documentsEmailRequested(recipient))
      .withReducer(reducer, withDialogFor({ type: 'invoices', criteria }))
      .provide([signedIn, [matchers.call.fn(emailInvoiceList), undefined]])
      .call(emailInvoiceList, signedInCredentials, criteria, recipient)
      .run();
    expect(storeState.flash.current.map((message: { text: string }) => message.text)).toEqual(['Invoices sent.']);
  });

  it('a failed e-mail keeps the dialog open with the server message', async () => {
    let sends = 0;
    const { storeState } = await expectSaga(emailDocuments, documentsEmailRequested(recipient))
      .withReducer(reducer, withDialogFor({ type: 'load', loadId: 4711 }))
      .provide([signedIn, [matchers.call.fn(emailLoadDocuments), dynamic(() => { sends += 1; throw serverError; })]])
      .run();
    expect(sends).toBe(1);
    expect(storeState.documents.emailDialog).toMatchObject({ isSending: false, failure: { code: 'internal', serverMessage: null } });
    expect(storeState.flash.current).toEqual([]);
  });
});
