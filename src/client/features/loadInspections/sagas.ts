/**
 * The carrier's load detail reads the load's inspections (issue 24) each time it reads the load: when it opens, and
 * again when a live event about the load makes it read the load afresh (live/eventSagas). Only the detail's own
 * screen asks, and only for the carrier's own load In Progress or Completed.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { matchPath } from 'react-router-dom';
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { InspectionsReply } from '../../../shared/contracts/inspection';
import type { LoadRecord } from '../../../shared/loads';
import { callApi } from '../../api/callApi';
import { failureOf } from '../../api/failure';
import { fetchLoadInspections } from '../../api/inspectionsApi';
import { nowMs } from '../../app/clock';
import { selectShownPath } from '../../app/routerActions';
import { screens } from '../../app/routeTable';
import { loadFetched, selectLoadById } from '../loads/slice';
import { selectLoadInspections, showsInspections } from './selectors';
import {
  inspectionPhotoFailed,
  loadInspectionsFailed,
  loadInspectionsReceived,
  loadInspectionsRequested,
  type LoadInspections,
} from './slice';

/**
 * Photo links are signed for a few minutes. A photo that fails to show on an answer older than this was most likely
 * shown from an expired link, so the answer is read again; a photo failing on a fresh answer is not retried, so a
 * broken image cannot make the screen read in a loop.
 */
export const PHOTO_LINK_RETRY_AFTER_MS = 30_000;

export function* requestInspectionsOfShownLoad({ payload: loadId }: PayloadAction<number>) {
  const shownPath: string = yield select(selectShownPath);
  const shownLoadId = Number(matchPath(screens.loadDetail.path, shownPath)?.params.loadId);
  if (shownLoadId !== loadId) return;
  const load: LoadRecord | undefined = yield select(selectLoadById, loadId);
  if (load && showsInspections(load)) yield put(loadInspectionsRequested(loadId));
}

export function* fetchInspections({ payload: loadId }: PayloadAction<number>) {
  try {
    // The section says itself that the inspections could not be loaded; a 401 still ends the session.
    const reply: InspectionsReply = yield* callApi(fetchLoadInspections, [loadId], { reportErrors: false });
    const receivedAtMs: number = yield call(nowMs);
    yield put(loadInspectionsReceived({ loadId, reply, receivedAtMs }));
  } catch (error) {
    yield put(loadInspectionsFailed({ loadId, failure: failureOf(error) }));
  }
}

export function* refreshExpiredPhotoLinks({ payload: loadId }: PayloadAction<number>) {
  const known: LoadInspections | undefined = yield select(selectLoadInspections, loadId);
  if (!known || known.status !== 'loaded' || known.receivedAtMs === null) return;
  const now: number = yield call(nowMs);
  if (now - known.receivedAtMs >= PHOTO_LINK_RETRY_AFTER_MS) yield put(loadInspectionsRequested(loadId));
}

export function* loadInspectionsSaga() {
  yield takeEvery(loadFetched.type, requestInspectionsOfShownLoad);
  // One detail is shown at a time: a newer read replaces one still on its way.
  yield takeLatest(loadInspectionsRequested.type, fetchInspections);
  // Every photo of an expired answer fails at once: the first one asks, the others find the read under way.
  yield takeLeading(inspectionPhotoFailed.type, refreshExpiredPhotoLinks);
}
