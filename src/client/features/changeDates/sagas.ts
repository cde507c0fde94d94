import { call, put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { LoadDetailRecord } from '../../../shared/loads';
import { changeLoadDates } from '../../api/assignmentApi';
import { callApi } from '../../api/callApi';
import { navigateTo } from '../../app/navigation';
import { flashQueued } from '../flash/slice';
import { storeLoadDetail } from '../loads/sagas';
import { loadSubmissionFailureOf, type ScheduleSubmitted } from '../loadChanges/loadSubmission';
import { loadDatesChanged, loadDatesChangeFailed, loadDatesChangeSubmitted } from './slice';

export const datesChangedMessage = (loadId: number) => `Updated pick-up and drop-off for load ${loadId}`;

/** New times for a claimed load; on success the load detail opens with a flash saying so. */
export function* submitLoadDatesChange({ payload: { loadId, schedule } }: PayloadAction<ScheduleSubmitted>) {
  try {
    const changed: LoadDetailRecord = yield* callApi(changeLoadDates, [loadId, schedule], { reportErrors: false });
    yield* storeLoadDetail(changed);
    yield put(loadDatesChanged(loadId));
    yield put(flashQueued(datesChangedMessage(loadId)));
    yield call(navigateTo, `/load/${loadId}`);
  } catch (error) {
    yield put(loadDatesChangeFailed(loadSubmissionFailureOf(loadId, error)));
  }
}

export function* changeDatesSaga() {
  yield takeLeading(loadDatesChangeSubmitted.type, submitLoadDatesChange);
}
