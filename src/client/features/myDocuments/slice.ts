/**
 * My Documents (account spec 2.11): the carrier's certificates of insurance and broker agreements, stored once
 * by id with an id list and status per section; the download in progress; the certificate upload form.
 */
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { CarrierDocumentRecord } from '../../../shared/carrierDocuments';
import type { CertificateDetails } from '../../../shared/insuranceCertificate';
import type { Failure } from '../../api/failure';
import type { DocumentListName } from '../../api/carrierDocumentsApi';

export type DocumentListStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type UploadStatus = 'idle' | 'uploading' | 'succeeded' | 'failed';

export interface DocumentListState {
  ids: number[];
  status: DocumentListStatus;
}

export interface MyDocumentsState {
  documents: EntityState<CarrierDocumentRecord, number>;
  lists: Record<DocumentListName, DocumentListState>;
  download: { documentId: number | null; failed: boolean };
  upload: { status: UploadStatus; failure: Failure | null };
}

export const documentsAdapter = createEntityAdapter<CarrierDocumentRecord, number>({ selectId: (document) => document.documentId });

const emptyList: DocumentListState = { ids: [], status: 'idle' };

export const initialMyDocumentsState: MyDocumentsState = {
  documents: documentsAdapter.getInitialState(),
  lists: { insurance: emptyList, brokerAgreements: emptyList },
  download: { documentId: null, failed: false },
  upload: { status: 'idle', failure: null },
};

export interface CertificateUploadRequest {
  /** The chosen file waits in pendingFiles (a File is not serializable state); this is its key there. */
  fileKey: string;
  details: CertificateDetails;
}

const myDocumentsSlice = createSlice({
  name: 'myDocuments',
  initialState: initialMyDocumentsState,
  reducers: {
    myDocumentsOpened(state) {
      state.lists.insurance.status = 'loading';
      state.lists.brokerAgreements.status = 'loading';
      state.download = { documentId: null, failed: false };
      state.upload = initialMyDocumentsState.upload;
    },
    documentListReceived(state, action: PayloadAction<{ list: DocumentListName; documents: CarrierDocumentRecord[] }>) {
      const { list, documents } = action.payload;
      documentsAdapter.upsertMany(state.documents, documents);
      state.lists[list] = { ids: documents.map(({ documentId }) => documentId), status: 'loaded' };
    },
    documentListFailed(state, action: PayloadAction<{ list: DocumentListName }>) {
      state.lists[action.payload.list].status = 'failed';
    },
    documentDownloadRequested(state, action: PayloadAction<number>) {
      state.download = { documentId: action.payload, failed: false };
    },
    documentDownloadStarted(state) {
      state.download.documentId = null;
    },
    documentDownloadFailed(state) {
      state.download = { documentId: null, failed: true };
    },
    certificateUploadRequested(state, _action: PayloadAction<CertificateUploadRequest>) {
      state.upload = { status: 'uploading', failure: null };
    },
    certificateUploaded(state, action: PayloadAction<CarrierDocumentRecord>) {
      documentsAdapter.upsertOne(state.documents, action.payload);
      const insurance = state.lists.insurance;
      insurance.ids = [action.payload.documentId, ...insurance.ids.filter((id) => id !== action.payload.documentId)];
      insurance.status = 'loaded';
      state.upload = { status: 'succeeded', failure: null };
    },
    certificateUploadFailed(state, action: PayloadAction<Failure>) {
      state.upload = { status: 'failed', failure: action.payload };
    },
  },
});

export const {
  myDocumentsOpened,
  documentListReceived,
  documentListFailed,
  documentDownloadRequested,
  documentDownloadStarted,
  documentDownloadFailed,
  certificateUploadRequested,
  certificateUploaded,
  certificateUploadFailed,
} = myDocumentsSlice.actions;

export const myDocumentsReducer = myDocumentsSlice.reducer;
