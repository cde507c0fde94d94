/** The password processes of account spec 2.5 and 8; their failures show in the forms, never globally. */
import { call, put, takeLatest } from 'redux-saga/effects';
import { callPublicApi } from '../../api/callApi';
import { failureOf } from '../../api/failure';
import { forgotPassword, resetForgotPassword, updateExpiredPassword, type ResetDone } from '../../api/passwordsApi';
import { screens } from '../../app/routeTable';
import {
  expiredPasswordUpdated,
  expiredPasswordUpdateFailed,
  expiredPasswordUpdateRequested,
  forgotPasswordFailed,
  forgotPasswordRequested,
  forgotPasswordSent,
  passwordResetFailed,
  passwordResetRequested,
  passwordResetSucceeded,
} from './slice';

const inForm = { reportErrors: false };

/** Where the reset link of the e-mail leads: this app's origin plus the reset route (spec 7). */
export function passwordResetUrl(): string {
  return `${window.location.origin}${screens.resetPassword.path}`;
}

export function* requestResetEmail({ payload }: ReturnType<typeof forgotPasswordRequested>) {
  try {
    const url: string = yield call(passwordResetUrl);
    yield* callPublicApi(forgotPassword, [payload.username.trim(), url], inForm);
    yield put(forgotPasswordSent());
  } catch (error) {
    yield put(forgotPasswordFailed(failureOf(error)));
  }
}

export function* resetPassword({ payload }: ReturnType<typeof passwordResetRequested>) {
  try {
    const done: ResetDone = yield* callPublicApi(resetForgotPassword, [payload], inForm);
    yield put(passwordResetSucceeded({ email: done.email }));
  } catch (error) {
    yield put(passwordResetFailed(failureOf(error)));
  }
}

export function* updateExpired({ payload }: ReturnType<typeof expiredPasswordUpdateRequested>) {
  try {
    yield* callPublicApi(updateExpiredPassword, [{ ...payload, username: payload.username.trim() }], inForm);
    yield put(expiredPasswordUpdated());
  } catch (error) {
    yield put(expiredPasswordUpdateFailed(failureOf(error)));
  }
}

export function* passwordsSaga() {
  yield takeLatest(forgotPasswordRequested.type, requestResetEmail);
  yield takeLatest(passwordResetRequested.type, resetPassword);
  yield takeLatest(expiredPasswordUpdateRequested.type, updateExpired);
}
