/**
 * Downloading a load's PDF and sending documents by e-mail (loads spec 5, 7 and 8). Failures are the
 * carrier's to read here, so the global error overlay stays out of it (a 401 still ends the session).
 */
import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { EmailRecipientRequest } from '../../../shared/loads';
import { callApi } from '../../api/callApi';
import { failureOf } from '../../api/failure';
import { downloadLoadDocuments, emailLoadDocuments } from '../../api/documentsApi';
import { emailInvoiceList } from '../../api/invoicesApi';
import { emailLoadList } from '../../api/loadListsApi';
import { flashAdded } from '../flash/slice';
import { DOWNLOAD_FAILED_MESSAGE, emailDialogWords, loadPdfFileName } from './documentsText';
import { saveFile } from './saveFile';
import {
  documentsEmailed,
  documentsEmailFailed,
  documentsEmailRequested,
  pdfDownloadFinished,
  pdfDownloadRequested,
  selectEmailDialog,
  type EmailDialogState,
} from './slice';

const quietly = { reportErrors: false };

export function* downloadLoadPdf({ payload: loadId }: PayloadAction<number>) {
  try {
    const pdf: Blob = yield* callApi(downloadLoadDocuments, [loadId], quietly);
    yield call(saveFile, pdf, loadPdfFileName(loadId));
  } catch {
    yield put(flashAdded(DOWNLOAD_FAILED_MESSAGE));
  } finally {
    yield put(pdfDownloadFinished(loadId));
  }
}

export function* emailDocuments({ payload: recipient }: PayloadAction<EmailRecipientRequest>) {
  const dialog: EmailDialogState | null = yield select(selectEmailDialog);
  if (!dialog) return;
  const { target } = dialog;
  try {
    if (target.type === 'load') yield* callApi(emailLoadDocuments, [target.loadId, recipient], quietly);
    else if (target.type === 'list') yield* callApi(emailLoadList, [target.listKind, target.criteria, recipient], quietly);
    else yield* callApi(emailInvoiceList, [target.criteria, recipient], quietly);
    yield put(documentsEmailed());
    yield put(flashAdded(emailDialogWords(target).sentMessage));
  } catch (error) {
    yield put(documentsEmailFailed(failureOf(error)));
  }
}

export function* documentsSaga() {
  yield takeEvery(pdfDownloadRequested.type, downloadLoadPdf);
  yield takeLeading(documentsEmailRequested.type, emailDocuments);
}
