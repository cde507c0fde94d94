/**
 * The load a backhaul search starts from: the stored one, else the one the loads saga fetches (the
 * screen that asked is usually fetching it already, so no second request goes out then).
 */
import type { Action } from '@reduxjs/toolkit';
import { fork, join, put, select, take } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { LoadRecord } from '../../../shared/loads';
import {
  loadFetched,
  loadFetchFailed,
  loadRequested,
  selectLoadById,
  selectLoadFetchStatus,
  type LoadFetchStatus,
  type LoadsState,
} from '../loads/slice';

interface WithLoad {
  loads: LoadsState;
}

const selectStoredLoad = (state: WithLoad, loadId: number) => selectLoadById(state, loadId);

function* fetchOutcome(loadId: number) {
  yield take(
    (action: Action) =>
      (loadFetched.match(action) && action.payload === loadId) ||
      (loadFetchFailed.match(action) && action.payload.loadId === loadId),
  );
}

/** The load, or undefined when it cannot be read (missing, another carrier's, or the request failed). */
export function* backhaulSourceLoad(loadId: number) {
  const stored: LoadRecord | undefined = yield select(selectStoredLoad, loadId);
  if (stored) return stored;
  const status: LoadFetchStatus | undefined = yield select(selectLoadFetchStatus, loadId);
  // Listening before asking, so an answer that comes at once is not missed.
  const outcome: Task = yield fork(fetchOutcome, loadId);
  if (status !== 'loading') yield put(loadRequested(loadId));
  yield join(outcome);
  const fetched: LoadRecord | undefined = yield select(selectStoredLoad, loadId);
  return fetched;
}
