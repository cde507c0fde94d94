/** The registration processes of account spec 4: the code check on entry and the final submission. */
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { RegistrationCodeCheck } from '../../../shared/registration';
import { callPublicApi } from '../../api/callApi';
import { failureOf } from '../../api/failure';
import { applyToRegister, completeRegistration, validateRegistrationCode } from '../../api/registrationApi';
import { navigateTo } from '../../app/navigation';
import { screens } from '../../app/routeTable';
import { selectRegistrationForm } from './selectors';
import {
  applicationFailed,
  applicationRequested,
  applicationSent,
  registrationCodeChecked,
  registrationCodeCheckFailed,
  registrationCodeEntered,
  registrationCompleted,
  registrationFailed,
  registrationSubmitted,
} from './slice';

const inForm = { reportErrors: false };

export function* checkRegistrationCode({ payload }: ReturnType<typeof registrationCodeEntered>) {
  try {
    const check: RegistrationCodeCheck = yield* callPublicApi(validateRegistrationCode, [payload], inForm);
    yield put(registrationCodeChecked(check));
  } catch (error) {
    yield put(registrationCodeCheckFailed(failureOf(error)));
  }
}

export function* submitRegistration() {
  const form: ReturnType<typeof selectRegistrationForm> = yield select(selectRegistrationForm);
  try {
    yield* callPublicApi(completeRegistration, [form], inForm);
    yield put(registrationCompleted());
    yield call(navigateTo, screens.registerConfirmation.path, { replace: true });
  } catch (error) {
    yield put(registrationFailed(failureOf(error)));
  }
}

/** Issue 22: Sign Up's application; the link it mails opens step 1 of the wizard. */
export function* submitApplication({ payload }: ReturnType<typeof applicationRequested>) {
  try {
    yield* callPublicApi(applyToRegister, [payload], inForm);
    yield put(applicationSent({ sentTo: payload.companyEmailAddress.trim() }));
  } catch (error) {
    yield put(applicationFailed(failureOf(error)));
  }
}

export function* registrationSaga() {
  yield takeLatest(applicationRequested.type, submitApplication);
  yield takeLatest(registrationCodeEntered.type, checkRegistrationCode);
  yield takeLatest(registrationSubmitted.type, submitRegistration);
}
