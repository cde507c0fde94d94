/**
 * Claim step 2 (loads spec 2 and 4): assigning the chosen driver leads to the confirmation; cancelling the
 * claim from the step releases the load with reason 'AE' and shows it again, available to others.
 */
import { call, put, takeLeading } from 'redux-saga/effects';
import { CANCEL_AT_ASSIGN_REASON_CODE } from '../../../shared/constants';
import type { LoadDetailRecord } from '../../../shared/loads';
import { callApi } from '../../api/callApi';
import { unassignLoad } from '../../api/assignmentApi';
import { navigateTo } from '../../app/navigation';
import { claimCancelFailed, claimCancelRequested, loadCancelled } from '../cancelLoad/slice';
import { assignDriverToLoad } from '../changeDriver/assignDriver';
import { claimDriverAssignRequested } from '../changeDriver/slice';
import { flashAdded } from '../flash/slice';
import { storeLoadDetail } from '../loads/sagas';

export const claimConfirmationPath = (loadId: number) => `/load/${loadId}/assign-details`;

export function* assignClaimDriver({ payload: { loadId, driverId } }: ReturnType<typeof claimDriverAssignRequested>) {
  const assigned: boolean = yield* assignDriverToLoad(loadId, driverId);
  if (assigned) yield call(navigateTo, claimConfirmationPath(loadId));
}

export function* cancelClaimAtAssign({ payload: loadId }: ReturnType<typeof claimCancelRequested>) {
  try {
    const load: LoadDetailRecord = yield* callApi(unassignLoad, [loadId, CANCEL_AT_ASSIGN_REASON_CODE], { reportErrors: false });
    yield* storeLoadDetail(load);
    yield put(loadCancelled(loadId));
    yield call(navigateTo, `/load/${loadId}`);
  } catch {
    yield put(claimCancelFailed(loadId));
    yield put(flashAdded(`Could not cancel load ${loadId}`));
  }
}

export function* claimDriverSaga() {
  yield takeLeading(claimDriverAssignRequested.type, assignClaimDriver);
  yield takeLeading(claimCancelRequested.type, cancelClaimAtAssign);
}
