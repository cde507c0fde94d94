import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { LoadDetailRecord, UnassignReasonGroups } from '../../../shared/loads';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { fetchUnassignReasonGroups, unassignLoad } from '../../api/assignmentApi';
import { navigateTo } from '../../app/navigation';
import { flashAdded, flashQueued } from '../flash/slice';
import { storeLoadDetail } from '../loads/sagas';
import {
  cancelReasonsFailed,
  cancelReasonsReceived,
  cancelReasonsRequested,
  claimedLoadsReloadRequested,
  loadCancelFailed,
  loadCancelled,
  loadCancelRequested,
  type CancelLoadState,
} from './slice';

export const cancelledLoadMessage = (loadId: number) => `Cancelled load ${loadId}`;

/**
 * 'Could not cancel load {id}' (loads spec 8) and why: the server's own words when it refused (a 4xx says what
 * to do), the network message when there was no answer; otherwise only that trying again may help.
 */
export function cancelFailureMessage(loadId: number, error: unknown): string {
  const refused = isApiError(error) && error.status < 500;
  return `Could not cancel load ${loadId}. ${refused ? error.message : 'Please try again.'}`;
}

/** Reason groups are fetched once and kept; after a failure the dialog says so and asks again. */
export function* fetchCancelReasons() {
  const groups: CancelLoadState['reasonGroups'] = yield select((state: { cancelLoad: CancelLoadState }) => state.cancelLoad.reasonGroups);
  if (groups) return;
  try {
    const answer: UnassignReasonGroups = yield* callApi(fetchUnassignReasonGroups, [], { reportErrors: false });
    yield put(cancelReasonsReceived(answer));
  } catch {
    yield put(cancelReasonsFailed());
  }
}

/**
 * From the load's page: queue the message and show the load again. From the claimed list: say it at once and
 * reload the list's first page. A failed cancellation is told in the dialog, which stays open to try again.
 */
export function* cancelLoad({ payload: { loadId, reasonCode, returnToDetail } }: ReturnType<typeof loadCancelRequested>) {
  try {
    const load: LoadDetailRecord = yield* callApi(unassignLoad, [loadId, reasonCode], { reportErrors: false });
    yield* storeLoadDetail(load);
    yield put(loadCancelled(loadId));
    if (returnToDetail) {
      yield put(flashQueued(cancelledLoadMessage(loadId)));
      yield call(navigateTo, `/load/${loadId}`);
    } else {
      yield put(flashAdded(cancelledLoadMessage(loadId)));
      yield put(claimedLoadsReloadRequested());
    }
  } catch (error) {
    yield put(loadCancelFailed({ loadId, message: cancelFailureMessage(loadId, error) }));
  }
}

export function* cancelLoadSaga() {
  yield takeLeading(cancelReasonsRequested.type, fetchCancelReasons);
  yield takeEvery(loadCancelRequested.type, cancelLoad);
}
