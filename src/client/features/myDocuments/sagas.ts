/** My Documents processes (account spec 2.11, 7 and 8): both lists on open, a download, the certificate upload. */
import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { CarrierDocumentRecord } from '../../../shared/carrierDocuments';
import { callApi } from '../../api/callApi';
import { failureOf } from '../../api/failure';
import { fetchCarrierDocuments, fetchDocumentUrl, uploadInsuranceCertificate, type DocumentListName } from '../../api/carrierDocumentsApi';
import { openDocumentUrl } from './openDocument';
import { takeFile } from './pendingFiles';
import {
  certificateUploaded,
  certificateUploadFailed,
  certificateUploadRequested,
  documentDownloadFailed,
  documentDownloadRequested,
  documentDownloadStarted,
  documentListFailed,
  documentListReceived,
  myDocumentsOpened,
} from './slice';

export function* fetchDocumentList(list: DocumentListName) {
  try {
    const documents: CarrierDocumentRecord[] = yield* callApi(fetchCarrierDocuments, [list]);
    yield put(documentListReceived({ list, documents }));
  } catch {
    yield put(documentListFailed({ list }));
  }
}

export function* fetchBothLists() {
  yield all([call(fetchDocumentList, 'insurance'), call(fetchDocumentList, 'brokerAgreements')]);
}

/** The screen says the spec's words itself, so the failure is not reported on the global overlay too. */
export function* downloadDocument({ payload: documentId }: ReturnType<typeof documentDownloadRequested>) {
  try {
    const url: string = yield* callApi(fetchDocumentUrl, [documentId], { reportErrors: false, allow404: true });
    yield call(openDocumentUrl, url);
    yield put(documentDownloadStarted());
  } catch {
    yield put(documentDownloadFailed());
  }
}

export function* uploadCertificate({ payload }: ReturnType<typeof certificateUploadRequested>) {
  const file: File | undefined = yield call(takeFile, payload.fileKey);
  if (!file) {
    // No file under this key (an action replayed, or one taken already): as if none had been chosen.
    yield put(certificateUploadFailed({ code: 'file_empty', serverMessage: null, fieldErrors: {} }));
    return;
  }
  try {
    const document: CarrierDocumentRecord = yield* callApi(uploadInsuranceCertificate, [file, payload.details], { reportErrors: false });
    yield put(certificateUploaded(document));
  } catch (error) {
    yield put(certificateUploadFailed(failureOf(error)));
  }
}

export function* myDocumentsSaga() {
  yield takeLatest(myDocumentsOpened.type, fetchBothLists);
  yield takeLatest(documentDownloadRequested.type, downloadDocument);
  yield takeLatest(certificateUploadRequested.type, uploadCertificate);
}
