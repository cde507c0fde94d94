/**
 * Document downloads and the e-mail dialog (loads spec 5 and 7): which dialog is open and for what, whether it
 * is sending, and which loads' PDFs are on their way.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InvoiceListCriteria } from '../../../shared/invoices';
import type { EmailRecipientRequest, LoadListCriteria, LoadListKind } from '../../../shared/loads';
import type { Failure } from '../../api/failure';
import { locationChanged } from '../../app/routerActions';

/** What the documents are of: one load, or a load or invoice list with the filters it was shown with. */
export type DocumentsTarget =
  | { type: 'load'; loadId: number }
  | { type: 'list'; listKind: LoadListKind; criteria: LoadListCriteria }
  | { type: 'invoices'; criteria: InvoiceListCriteria };

export interface EmailDialogState {
  target: DocumentsTarget;
  isSending: boolean;
  /** Why the last send failed; `documentsText` says it. */
  failure: Failure | null;
}

export interface DocumentsState {
  emailDialog: EmailDialogState | null;
  downloadingLoadIds: number[];
}

export const initialDocumentsState: DocumentsState = { emailDialog: null, downloadingLoadIds: [] };

/** Two openers of the same documents (a list's bar and its card) share a dialog; load and list never do. */
export const documentsTargetKey = (target: DocumentsTarget) => {
  if (target.type === 'load') return `load:${target.loadId}`;
  return target.type === 'list' ? `list:${target.listKind}` : `invoices:${target.criteria.status}`;
};

const documentsSlice = createSlice({
  name: 'documents',
  initialState: initialDocumentsState,
  reducers: {
    emailDialogOpened(state, action: PayloadAction<DocumentsTarget>) {
      state.emailDialog = { target: action.payload, isSending: false, failure: null };
    },
    emailDialogClosed(state) {
      state.emailDialog = null;
    },
    documentsEmailRequested(state, _action: PayloadAction<EmailRecipientRequest>) {
      if (!state.emailDialog) return;
      state.emailDialog.isSending = true;
      state.emailDialog.failure = null;
    },
    documentsEmailed(state) {
      state.emailDialog = null;
    },
    documentsEmailFailed(state, action: PayloadAction<Failure>) {
      if (!state.emailDialog) return;
      state.emailDialog.isSending = false;
      state.emailDialog.failure = action.payload;
    },
    pdfDownloadRequested(state, action: PayloadAction<number>) {
      if (!state.downloadingLoadIds.includes(action.payload)) state.downloadingLoadIds.push(action.payload);
    },
    pdfDownloadFinished(state, action: PayloadAction<number>) {
      state.downloadingLoadIds = state.downloadingLoadIds.filter((id) => id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(locationChanged, (state) => {
      state.emailDialog = null;
    });
  },
});

export const {
  emailDialogOpened,
  emailDialogClosed,
  documentsEmailRequested,
  documentsEmailed,
  documentsEmailFailed,
  pdfDownloadRequested,
  pdfDownloadFinished,
} = documentsSlice.actions;
export const documentsReducer = documentsSlice.reducer;

interface WithDocuments {
  documents: DocumentsState;
}

export const selectEmailDialog = (state: WithDocuments) => state.documents.emailDialog;
export const selectIsPdfDownloading = (state: WithDocuments, loadId: number) =>
  state.documents.downloadingLoadIds.includes(loadId);
