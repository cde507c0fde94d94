import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { fetchCarrierDocuments, fetchDocumentUrl, uploadInsuranceCertificate } from '../../../../src/client/api/carrierDocumentsApi';
import { signedIn, signedInCredentials } from '../../support/sagaProviders';
import { errorsReducer } from '../../../../src/client/features/errors/slice';
import { downloadDocument, fetchBothLists, uploadCertificate } from '../../../../src/client/features/myDocuments/sagas';
import { openDocumentUrl } from '../../../../src/client/features/myDocuments/openDocument';
import { uploadFailureText, uploadFieldErrors } from '../../../../src/client/features/myDocuments/myDocumentsText';
import { holdFile } from '../../../../src/client/features/myDocuments/pendingFiles';
import * as myDocumentsSlice from '../../../../src/client/features/myDocuments/slice';

const reducer = combineReducers({ myDocuments: myDocumentsSlice.myDocumentsReducer, errors: errorsReducer });
const initial = { myDocuments: myDocumentsSlice.initialMyDocumentsState, errors: { errors: [] } };
const cargo = { documentId: 11, title: 'Certificate of Insurance - Cargo', dateAdded: '2026-10-01' };
const agreement = { documentId: 12, title: 'Broker-Carrier Agreement', dateAdded: '2025-10-01' };
const signedUrl = 'http://localhost/api/DocumentFiles/11?expires=1800000000&signature=abc';
const details = { title: 'Cargo 2027', damageExpirationDate: '2027-03-31', liabilityExpirationDate: '2027-09-30' };
const failure = (status: number, message: string, fieldErrors = {}) =>
  new ApiError({ status, statusText: 'Failed', url: '/api/x', message, fieldErrors, data: { message } });

describe('My Documents sagas (account spec 2.11, 7 and 8)', () => {
  it('both lists are fetched on open, each into its own section', async () => {
    const { storeState } = await expectSaga(fetchBothLists)
      .withReducer(reducer, initial)
      .provide([
        signedIn,
        [matchers.call(fetchCarrierDocuments, signedInCredentials, 'insurance'), [cargo]],
        [matchers.call(fetchCarrierDocuments, signedInCredentials, 'brokerAgreements'), [agreement]],
      ])
      .put(myDocumentsSlice.documentListReceived({ list: 'insurance', documents: [cargo] }))
      .put(myDocumentsSlice.documentListReceived({ list: 'brokerAgreements', documents: [agreement] }))
      .run();
    expect(storeState.myDocuments.lists).toEqual({ insurance: { ids: [11], status: 'loaded' }, brokerAgreements: { ids: [12], status: 'loaded' } });
  });

  it('a list that fails leaves the other list shown', async () => {
    const { storeState } = await expectSaga(fetchBothLists)
      .withReducer(reducer, initial)
      .provide([
        signedIn,
        [matchers.call(fetchCarrierDocuments, signedInCredentials, 'insurance'), throwError(failure(500, 'Internal server error'))],
        [matchers.call(fetchCarrierDocuments, signedInCredentials, 'brokerAgreements'), [agreement]],
      ])
      .put(myDocumentsSlice.documentListFailed({ list: 'insurance' }))
      .run();
    expect(storeState.myDocuments.lists.brokerAgreements).toEqual({ ids: [12], status: 'loaded' });
  });

  it('Download asks DocumentUrls for the document and navigates the browser to its managedDocumentUrl', async () => {
    await expectSaga(downloadDocument, myDocumentsSlice.documentDownloadRequested(11))
      .withReducer(reducer, initial)
      .provide([signedIn, [matchers.call.fn(fetchDocumentUrl), signedUrl], [matchers.call.fn(openDocumentUrl), undefined]])
      .call(fetchDocumentUrl, signedInCredentials, 11)
      .call(openDocumentUrl, signedUrl)
      .put(myDocumentsSlice.documentDownloadStarted())
      .run();
  });

  it('a document URL not obtainable shows the download failure in the screen, not on the global overlay', async () => {
    const { storeState } = await expectSaga(downloadDocument, myDocumentsSlice.documentDownloadRequested(11))
      .withReducer(reducer, initial)
      .provide([signedIn, [matchers.call.fn(fetchDocumentUrl), throwError(failure(500, 'Internal server error'))]])
      .not.call.fn(openDocumentUrl)
      .put(myDocumentsSlice.documentDownloadFailed())
      .run();
    expect(storeState.myDocuments.download).toEqual({ documentId: null, failed: true });
    expect(storeState.errors.errors).toEqual([]);
  });

  it('an uploaded certificate is added at the top of Insurance Documents', async () => {
    const file = new File(['%PDF-1.4'], 'coi.pdf');
    const created = { documentId: 40, title: 'Cargo 2027', dateAdded: '2026-11-24' };
    const state = { ...initial, myDocuments: myDocumentsSlice.myDocumentsReducer(initial.myDocuments, myDocumentsSlice.documentListReceived({ list: 'insurance', documents: [cargo] })) };
    const { storeState } = await expectSaga(uploadCertificate, myDocumentsSlice.certificateUploadRequested({ fileKey: holdFile(file), details }))
      .withReducer(reducer, state)
      .provide([signedIn, [matchers.call.fn(uploadInsuranceCertificate), created]])
      .call(uploadInsuranceCertificate, signedInCredentials, file, details)
      .put(myDocumentsSlice.certificateUploaded(created))
      .run();
    expect(storeState.myDocuments.lists.insurance.ids).toEqual([40, 11]);
    expect(storeState.myDocuments.upload.status).toBe('succeeded');
  });

  it('the server field errors of a refused upload go under their fields', async () => {
    const error = failure(400, 'The file must be a PDF, PNG or JPEG.', { file: 'The file must be a PDF, PNG or JPEG.' });
    const { storeState } = await expectSaga(uploadCertificate, myDocumentsSlice.certificateUploadRequested({ fileKey: holdFile(new File(['x'], 'x.pdf')), details }))
      .withReducer(reducer, initial)
      .provide([signedIn, [matchers.call.fn(uploadInsuranceCertificate), throwError(error)]])
      .put(myDocumentsSlice.certificateUploadFailed({ code: 'bad_request', serverMessage: 'The file must be a PDF, PNG or JPEG.', fieldErrors: { file: 'The file must be a PDF, PNG or JPEG.' } }))
      .run();
    expect(uploadFieldErrors(storeState.myDocuments.upload.failure)).toEqual({ file: 'The file must be a PDF, PNG or JPEG.' });
    expect(uploadFailureText(storeState.myDocuments.upload.failure)).toBeNull();
  });

  it('an upload refused without field errors shows the server message in the form', async () => {
    const refusedWith = async (error: ApiError) => {
      const { storeState } = await expectSaga(uploadCertificate, myDocumentsSlice.certificateUploadRequested({ fileKey: holdFile(new File(['x'], 'x.pdf')), details }))
        .withReducer(reducer, initial)
        .provide([signedIn, [matchers.call.fn(uploadInsuranceCertificate), throwError(error)]])
        .run();
      return uploadFailureText(storeState.myDocuments.upload.failure);
    };
    expect(await refusedWith(failure(409, 'The certificate could not be read.'))).toBe('The certificate could not be read.');
    // A 5xx keeps no words of its own: the form says what every 5xx says.
    expect(await refusedWith(failure(503, 'Service Unavailable'))).toBe('Internal server error');
  });
});
