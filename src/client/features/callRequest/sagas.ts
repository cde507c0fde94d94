import { put, takeLeading } from 'redux-saga/effects';
import type { CallRequest } from '../../../shared/contracts/callRequest';
import { callApi } from '../../api/callApi';
import { requestCallWithDispatch } from '../../api/callRequestsApi';
import { failureOf } from '../../api/failure';
import { callRequested, callRequestFailed, callScheduled } from './slice';

/** The form shows the refusal itself (on the time, or above the button), so nothing goes to the global overlay. */
export function* requestCall({ payload }: ReturnType<typeof callRequested>) {
  try {
    const scheduled: CallRequest = yield* callApi(requestCallWithDispatch, [payload], { reportErrors: false });
    yield put(callScheduled(scheduled));
  } catch (error) {
    yield put(callRequestFailed(failureOf(error)));
  }
}

export function* callRequestSaga() {
  // A second click while the first is under way asks for nothing more.
  yield takeLeading(callRequested.type, requestCall);
}
