import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import type { DocumentListName } from '../../api/carrierDocumentsApi';
import { documentsAdapter } from './slice';

const selectMyDocuments = (state: RootState) => state.myDocuments;

export const { selectEntities: selectDocumentEntities } = documentsAdapter.getSelectors((state: RootState) => state.myDocuments.documents);

export const selectDocumentListStatus = (state: RootState, list: DocumentListName) => selectMyDocuments(state).lists[list].status;

export const makeSelectDocumentList = () => createSelector(
  [selectDocumentEntities, (state: RootState, list: DocumentListName) => selectMyDocuments(state).lists[list].ids],
  (entities, ids) => ids.flatMap((id) => entities[id] ?? []),
);

export const selectDocumentDownload = (state: RootState) => selectMyDocuments(state).download;
export const selectCertificateUpload = (state: RootState) => selectMyDocuments(state).upload;
