import { put, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { fetchLoad } from '../../api/loadApi';
import type { LoadDetailRecord } from '../../../shared/loads';
import { driversReceived } from '../drivers/slice';
import { normalizeLoadDetail } from './schemas';
import { loadFetched, loadFetchFailed, loadRequested, loadsReceived } from './slice';

/** Stores loads and their drivers taken out of an answer, each in its own slice. */
export function* storeLoadEntities({ loads, drivers }: ReturnType<typeof normalizeLoadDetail>) {
  if (loads.length > 0) yield put(loadsReceived(loads));
  if (drivers.length > 0) yield put(driversReceived(drivers));
}

/** Stores a load answered by the server (detail or any write) and its driver, each in its own slice. */
export function* storeLoadDetail(answer: LoadDetailRecord) {
  yield* storeLoadEntities(normalizeLoadDetail(answer));
}

export function* fetchLoadById({ payload: loadId }: PayloadAction<number>) {
  try {
    const detail: LoadDetailRecord = yield* callApi(fetchLoad, [loadId], { allow404: true, allow403: true });
    yield* storeLoadDetail(detail);
    yield put(loadFetched(loadId));
  } catch (error) {
    const status = isApiError(error) ? error.status : 0;
    yield put(loadFetchFailed({ loadId, status: status === 404 ? 'notFound' : status === 403 ? 'forbidden' : 'failed' }));
  }
}

export function* loadsSaga() {
  yield takeEvery(loadRequested.type, fetchLoadById);
}
