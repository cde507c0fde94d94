import { call, put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { LoadDetailRecord } from '../../../shared/loads';
import { assignLoad } from '../../api/assignmentApi';
import { callApi } from '../../api/callApi';
import { navigateTo } from '../../app/navigation';
import { storeLoadDetail } from '../loads/sagas';
import { loadSubmissionFailureOf, type ScheduleSubmitted } from '../loadChanges/loadSubmission';
import { claimScheduleFailed, claimScheduleSubmitted, loadClaimScheduled } from './slice';

/** Claim step 1: the schedule claims the load without a driver, then step 2 chooses one (loads spec 4, Claim). */
export function* submitClaimSchedule({ payload: { loadId, schedule } }: PayloadAction<ScheduleSubmitted>) {
  try {
    const claimed: LoadDetailRecord = yield* callApi(assignLoad, [loadId, { ...schedule, driverId: null }], {
      reportErrors: false,
    });
    yield* storeLoadDetail(claimed);
    yield put(loadClaimScheduled(loadId));
    yield call(navigateTo, `/load/${loadId}/assign-driver`);
  } catch (error) {
    yield put(claimScheduleFailed(loadSubmissionFailureOf(loadId, error)));
  }
}

export function* claimScheduleSaga() {
  // A second click while the claim is on its way must not send it twice.
  yield takeLeading(claimScheduleSubmitted.type, submitClaimSchedule);
}
