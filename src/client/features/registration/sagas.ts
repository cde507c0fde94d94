/** The registration processes of account spec 4: the code check on entry and the final submission. */
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { invalidRegistrationCodeMessage, type RegistrationCodeCheck } from '../../../shared/registration';
import { isApiError, messageOf } from '../../api/ApiError';
import { callPublicApi } from '../../api/callApi';
import { completeRegistration, validateRegistrationCode } from '../../api/registrationApi';
import { navigateTo } from '../../app/navigation';
import { screens } from '../../app/routeTable';
import { selectRegistrationForm } from './selectors';
import {
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
    yield put(registrationCodeCheckFailed(messageOf(error)));
  }
}

export function* submitRegistration() {
  const form: ReturnType<typeof selectRegistrationForm> = yield select(selectRegistrationForm);
  try {
    yield* callPublicApi(completeRegistration, [form], inForm);
    yield put(registrationCompleted());
    yield call(navigateTo, screens.registerConfirmation.path, { replace: true });
  } catch (error) {
    const message = messageOf(error);
    const codeRefused = message === invalidRegistrationCodeMessage;
    const fieldErrors = isApiError(error) && !codeRefused ? error.fieldErrors : {};
    yield put(registrationFailed({ fieldErrors, message: Object.keys(fieldErrors).length > 0 ? null : message, codeRefused }));
  }
}

export function* registrationSaga() {
  yield takeLatest(registrationCodeEntered.type, checkRegistrationCode);
  yield takeLatest(registrationSubmitted.type, submitRegistration);
}
