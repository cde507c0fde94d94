/**
 * Paging, filtering, exporting and removing on the load lists (loads spec 4 and 7). Each list has its own
 * `takeLatest` channel: a new first page (a filter change, a reload) cancels that list's page in flight.
 */
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Action, PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUMBER } from '../../../shared/constants';
import type { LoadListCriteria, LoadListKind, LoadRecord, VehicleCount } from '../../../shared/loads';
import type { Paged } from '../../../shared/wire';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import type { DownloadedFile } from '../../api/request';
import { removeFavorite } from '../../api/loadApi';
import { exportLoadList, fetchLoadList } from '../../api/loadListsApi';
import { fetchVehicleCount } from '../../api/trucksApi';
import { today } from '../../app/clock';
import { claimedLoadsReloadRequested } from '../loadChanges/slice';
import { DOWNLOAD_FAILED_MESSAGE } from '../documents/documentsText';
import { saveFile } from '../documents/saveFile';
import { favoriteSaveFinished, favoriteSaveStarted } from '../favorites/slice';
import { flashAdded } from '../flash/slice';
import { loadsReceived, loadUpdated } from '../loads/slice';
import { keptAnswersCleared } from '../requestCache/slice';
import { LIST_FILE_STEM, LIST_KINDS } from './listKinds';
import { selectListCriteria, selectListPageNumber } from './selectors';
import {
  firstPageRequested,
  listExportFinished,
  listExportRequested,
  listFiltersChanged,
  listPageFailed,
  listPageReceived,
  moreLoadsRequested,
  savedLoadRemoved,
  savedLoadRemoveRequested,
  vehicleCountReceived,
  vehicleCountRequested,
} from './slice';

function* showPage(kind: LoadListKind, pageNumber: number) {
  const criteria: LoadListCriteria = yield select(selectListCriteria, kind);
  try {
    const page: Paged<LoadRecord> = yield* callApi(fetchLoadList, [kind, criteria, { pageNumber, pageSize: DEFAULT_PAGE_SIZE }]);
    yield put(loadsReceived(page.records));
    yield put(listPageReceived({ kind, pageNumber, ids: page.records.map((load) => load.id), totalRecordCount: page.totalRecordCount }));
  } catch {
    yield put(listPageFailed({ kind, pageNumber }));
  }
}

export function* loadFirstPage(kind: LoadListKind) {
  yield* showPage(kind, FIRST_PAGE_NUMBER);
}

export function* loadNextPage(kind: LoadListKind) {
  const pageNumber: number = yield select(selectListPageNumber, kind);
  yield* showPage(kind, pageNumber + 1);
}

const kindOf = (action: UnknownAction): LoadListKind | null => {
  if (firstPageRequested.match(action) || moreLoadsRequested.match(action)) return action.payload;
  if (listFiltersChanged.match(action)) return action.payload.kind;
  return null;
};

function* runListRequest(action: UnknownAction) {
  const kind = kindOf(action);
  if (kind === null) return;
  if (moreLoadsRequested.match(action)) yield* loadNextPage(kind);
  else yield* loadFirstPage(kind);
}

export function* exportList({ payload: kind }: PayloadAction<LoadListKind>) {
  const criteria: LoadListCriteria = yield select(selectListCriteria, kind);
  try {
    const file: DownloadedFile<string> = yield* callApi(exportLoadList, [kind, criteria], { reportErrors: false });
    const fileName = file.fileName ?? `${LIST_FILE_STEM[kind]}-${today()}.csv`;
    yield call(saveFile, new Blob([file.content], { type: 'text/csv' }), fileName);
  } catch {
    yield put(flashAdded(DOWNLOAD_FAILED_MESSAGE));
  } finally {
    yield put(listExportFinished(kind));
  }
}

/** Deletes the favourite first; only then does the load leave the list (loads spec 4, Favourite removal). */
export function* removeSavedLoad({ payload: loadId }: PayloadAction<number>) {
  yield put(favoriteSaveStarted(loadId));
  try {
    const state = yield* callApi(removeFavorite, [loadId], { allow404: true });
    yield put(keptAnswersCleared());
    yield put(loadUpdated({ id: loadId, changes: state }));
  } catch (error) {
    // Already gone on the server (removed in another tab): the list simply catches up.
    if (!(isApiError(error) && error.status === 404)) return;
  } finally {
    yield put(favoriteSaveFinished(loadId));
  }
  yield put(savedLoadRemoved(loadId));
}

export function* loadVehicleCount() {
  try {
    const count: VehicleCount = yield* callApi(fetchVehicleCount, [], { reportErrors: false });
    yield put(vehicleCountReceived(count));
  } catch {
    // The promo is a nicety: without the count it simply stays hidden.
  }
}

function* reloadClaimedLoads() {
  yield put(firstPageRequested('pendingPickup'));
}

export function* loadListsSaga() {
  yield all([
    ...LIST_KINDS.map((kind) => takeLatest((action: Action) => kindOf(action as UnknownAction) === kind, runListRequest)),
    takeEvery(listExportRequested.type, exportList),
    takeEvery(savedLoadRemoveRequested.type, removeSavedLoad),
    takeLeading(vehicleCountRequested.type, loadVehicleCount),
    takeEvery(claimedLoadsReloadRequested.type, reloadClaimedLoads),
  ]);
}
