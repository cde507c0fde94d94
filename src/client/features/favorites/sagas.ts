/**
 * The favourite toggle (loads spec 4): SAVED or not, one request per load at a time, and the flag flips only
 * when the server has answered. The guards throw the spec's words; like callApi's thrown guards they reach
 * the global error overlay, while failed calls are reported by callApi itself.
 */
import { put, select, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { FavoriteState, LoadRecord } from '../../../shared/loads';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { addFavorite, removeFavorite } from '../../api/loadApi';
import { errorReported } from '../errors/slice';
import { loadUpdated, selectLoadById } from '../loads/slice';
import { keptAnswersCleared } from '../requestCache/slice';
import { favoriteSaveFinished, favoriteSaveStarted, favoriteToggled, selectIsSavingFavorite } from './slice';

export const ALREADY_FAVORITED = 'already favorited';
export const ALREADY_SAVING_FAVORITE = 'already saving favorite';

function* writeFavorite(loadId: number, write: typeof addFavorite) {
  yield put(favoriteSaveStarted(loadId));
  try {
    const answer: FavoriteState = yield* callApi(write, [loadId]);
    yield put(keptAnswersCleared());
    yield put(loadUpdated({ id: loadId, changes: answer }));
  } finally {
    yield put(favoriteSaveFinished(loadId));
  }
}

function* guardAgainstSecondRequest(loadId: number) {
  const saving: boolean = yield select(selectIsSavingFavorite, loadId);
  if (saving) throw new Error(ALREADY_SAVING_FAVORITE);
}

export function* saveFavorite(loadId: number) {
  yield* guardAgainstSecondRequest(loadId);
  const load: LoadRecord | undefined = yield select(selectLoadById, loadId);
  if (load?.currentUserFavorite) throw new Error(ALREADY_FAVORITED);
  yield* writeFavorite(loadId, addFavorite);
}

export function* unsaveFavorite(loadId: number) {
  yield* guardAgainstSecondRequest(loadId);
  yield* writeFavorite(loadId, removeFavorite);
}

export function* toggleFavorite({ payload: loadId }: PayloadAction<number>) {
  const load: LoadRecord | undefined = yield select(selectLoadById, loadId);
  if (!load) return;
  try {
    if (load.currentUserFavorite) yield* unsaveFavorite(loadId);
    else yield* saveFavorite(loadId);
  } catch (error) {
    if (!isApiError(error)) yield put(errorReported(error));
  }
}

export function* favoritesSaga() {
  yield takeEvery(favoriteToggled.type, toggleFavorite);
}
