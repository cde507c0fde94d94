/**
 * Session processes (account spec 2.5, 4 Session, 8 Login): log in, load the viewer at startup,
 * log out, and end the session on a 401 anywhere.
 */
import type { Persistor } from 'redux-persist';
import { call, fork, getContext, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { onboardingPath, type OnboardingStep } from '../../../shared/onboardingSteps';
import { isApiError } from '../../api/ApiError';
import { failureOf } from '../../api/failure';
import { callApi } from '../../api/callApi';
import type { SessionToken } from '../../api/credentials';
import { fetchOnboardingStep } from '../../api/onboardingApi';
import { requestToken, revokeToken } from '../../api/sessionApi';
import { isSafeRedirect, navigateTo, reloadPage } from '../../app/navigation';
import { clearLocalStorage, isSessionRehydrated } from '../../app/persistence';
import { followOtherTabs } from './otherTabs';
import { loadViewer } from './viewerSagas';
import { selectApiCredentials, selectToken } from './selectors';
import {
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutRequested,
  passwordExpired,
  sessionDestroyed,
  viewerRequested,
} from './slice';

export const MAIN_ROUTE = '/search';
export const PASSWORD_EXPIRED_ROUTE = '/password-expired';

export function* logIn({ payload }: ReturnType<typeof loginRequested>) {
  const { emailAddress, password, redirectTo } = payload;
  let token: SessionToken;
  try {
    token = yield call(requestToken, emailAddress, password);
  } catch (error) {
    yield* loginRefused(emailAddress, error);
    return;
  }
  yield put(loginSucceeded(token));
  yield call(loadViewer);
  if (isSafeRedirect(redirectTo)) {
    yield call(navigateTo, redirectTo, { replace: true });
    return;
  }
  const onboarding: boolean = yield call(isOnboardingUnfinished);
  yield call(navigateTo, onboarding ? onboardingPath('welcome') : MAIN_ROUTE, { replace: true });
}

/**
 * A stored step other than 'complete' is a carrier still onboarding (registration stores 'welcome');
 * no step is an account that never needed onboarding. Welcome then resumes at the step reached.
 */
export function* isOnboardingUnfinished() {
  try {
    const step: OnboardingStep | null = yield* callApi(fetchOnboardingStep, [], { reportErrors: false });
    return step !== null && step !== 'complete';
  } catch {
    // Not knowing must not keep anyone from the loads.
    return false;
  }
}

/** password_expired leads to its own page; every other refusal shows on the form. */
function* loginRefused(emailAddress: string, error: unknown) {
  const data = (isApiError(error) ? error.data : undefined) as
    | { error?: string; error_description?: string }
    | undefined;
  if (data?.error === 'password_expired') {
    yield put(passwordExpired({ emailAddress }));
    yield call(navigateTo, `${PASSWORD_EXPIRED_ROUTE}?email=${encodeURIComponent(emailAddress)}`);
    return;
  }
  const failure = failureOf(error);
  if (data?.error_description) {
    yield put(loginFailed({ failure: { ...failure, fieldErrors: { password: data.error_description } }, answer: null }));
    return;
  }
  const answer = isApiError(error) && !error.isNetworkFailure ? { status: error.status, statusText: error.statusText } : null;
  yield put(loginFailed({ failure, answer }));
}

export function* logOut() {
  const credentials: ReturnType<typeof selectApiCredentials> = yield select(selectApiCredentials);
  if (credentials) {
    try {
      yield call(revokeToken, credentials);
    } catch {
      // Best effort: the local session ends whether or not the server heard about it.
    }
  }
  yield call(endSession);
}

/** Clears stored state and reloads, so no data of the old session stays in memory. */
export function* endSession() {
  const persistor: Persistor | undefined = yield getContext('persistor');
  if (persistor) {
    // Paused first so no pending write puts the old session back after the purge.
    yield call([persistor, persistor.pause]);
    yield call([persistor, persistor.purge]);
  }
  yield call(clearLocalStorage);
  yield call(reloadPage, '/');
}

/** A viewer is loaded at startup when a stored token came back with the rehydrated session. */
export function* loadViewerAfterRehydration() {
  yield take(isSessionRehydrated);
  const token: SessionToken | null = yield select(selectToken);
  if (token) yield put(viewerRequested());
}

export function* sessionSaga() {
  yield takeLatest(loginRequested.type, logIn);
  yield takeLatest(viewerRequested.type, loadViewer);
  yield takeLeading(logoutRequested.type, logOut);
  yield takeLeading(sessionDestroyed.type, endSession);
  yield fork(followOtherTabs);
  yield call(loadViewerAfterRehydration);
}
