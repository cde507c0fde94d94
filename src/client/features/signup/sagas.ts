/** The signup processes; their failures show in the form, never globally (spec 8). */
import { put, takeLatest } from 'redux-saga/effects';
import { resendInvitation, setUpAccount } from '../../api/accountSetupApi';
import { callPublicApi } from '../../api/callApi';
import { failureOf } from '../../api/failure';
import {
  accountSetUp,
  accountSetupFailed,
  accountSetupRequested,
  invitationResendFailed,
  invitationResendRequested,
  invitationResent,
} from './slice';

const inForm = { reportErrors: false };

export function* submitAccountSetup({ payload }: ReturnType<typeof accountSetupRequested>) {
  try {
    yield* callPublicApi(setUpAccount, [{ ...payload, emailAddress: payload.emailAddress.trim() }], inForm);
    yield put(accountSetUp());
  } catch (error) {
    yield put(accountSetupFailed(failureOf(error)));
  }
}

export function* sendInvitationAgain({ payload }: ReturnType<typeof invitationResendRequested>) {
  try {
    yield* callPublicApi(resendInvitation, [payload.trim()], inForm);
    yield put(invitationResent());
  } catch (error) {
    yield put(invitationResendFailed(failureOf(error)));
  }
}

export function* signupSaga() {
  yield takeLatest(accountSetupRequested.type, submitAccountSetup);
  yield takeLatest(invitationResendRequested.type, sendInvitationAgain);
}
