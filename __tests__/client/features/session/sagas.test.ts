import { REHYDRATE } from 'redux-persist';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { call, put } from 'redux-saga/effects';
import { ApiError } from '../../../../src/client/api/ApiError';
import { isErrorCode } from '../../../../src/shared/errorCodes';
import { fetchOnboardingStep } from '../../../../src/client/api/onboardingApi';
import { fetchCurrentUser, requestToken, revokeToken } from '../../../../src/client/api/sessionApi';
import { navigateTo, reloadPage } from '../../../../src/client/app/navigation';
import { clearLocalStorage, SESSION_PERSIST_KEY } from '../../../../src/client/app/persistence';
import { loadViewerAfterRehydration, logIn, logOut, sessionSaga } from '../../../../src/client/features/session/sagas';
import { loginFailureText } from '../../../../src/client/features/login/loginText';
import {
  initialSessionState,
  loginFailed,
  loginRequested,
  loginSucceeded,
  passwordExpired,
  sessionDestroyed,
  sessionReducer,
  viewerReceived,
  viewerRequested,
  type SessionState,
} from '../../../../src/client/features/session/slice';
import { combineReducers } from '@reduxjs/toolkit';
import { errorsReducer } from '../../../../src/client/features/errors/slice';
import { answeredCall, driving, putAndWaitFor } from '../../support/drive';
import { demoToken, demoViewer } from '../../support/fixtures';

const reducer = combineReducers({ session: sessionReducer, errors: errorsReducer });
const loggedOut = { session: initialSessionState, errors: { errors: [] } };
const signedIn = (session: Partial<SessionState> = {}) => ({
  session: { ...initialSessionState, token: demoToken, ...session },
  errors: { errors: [] },
});
const credentials = { token: demoToken };
const login = (redirectTo?: string) =>
  loginRequested({ emailAddress: 'demo@carrier.test', password: 'haulboard', redirectTo });
/** A sign-in whose token, viewer and onboarding step come back as given, navigation stubbed. */
const signInReachingStep = (step: 'welcome' | 'location' | 'complete' | null, redirectTo?: string) =>
  expectSaga(logIn, login(redirectTo))
    .withReducer(reducer, loggedOut)
    .provide([
      [matchers.call.fn(requestToken), demoToken],
      [matchers.call.fn(fetchCurrentUser), demoViewer],
      [matchers.call.fn(fetchOnboardingStep), step],
      [matchers.call.fn(navigateTo), undefined],
    ]);
/** A refused token request as the request helper throws it: the OAuth `error` is its code. */
const refusal = (status: number, statusText: string, data: { error?: string; error_description?: string; message?: string }) =>
  new ApiError({
    status, statusText, url: '/api/token', data,
    message: data.error_description ?? data.message ?? statusText,
    code: isErrorCode(data.error) ? data.error : undefined,
  });

describe('session sagas (account spec 2.5, 4 and 8)', () => {
  it('login success loads the viewer and goes to redirectTo', async () => {
    await expectSaga(logIn, login('/loads/saved?page=2'))
      .withReducer(reducer, loggedOut)
      .provide([
        [matchers.call(requestToken, 'demo@carrier.test', 'haulboard'), demoToken],
        [matchers.call(fetchCurrentUser, credentials), demoViewer],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .put(loginSucceeded(demoToken))
      .put(viewerReceived(demoViewer))
      .call(navigateTo, '/loads/saved?page=2', { replace: true })
      .hasFinalState(signedIn({ viewer: demoViewer, viewerStatus: 'succeeded' }))
      .run();
  });

  it('login without a redirectTo, or with one leaving the site, goes to the main loads route', async () => {
    for (const redirectTo of [undefined, '//evil.example/path', 'https://evil.example']) {
      await signInReachingStep(null, redirectTo)
        .call(navigateTo, '/search', { replace: true })
        .run();
    }
  });

  it('first sign-in of a carrier whose onboarding is not finished goes to the onboarding welcome', async () => {
    for (const step of ['welcome', 'location'] as const) {
      await signInReachingStep(step)
        .call(navigateTo, '/onboard/welcome', { replace: true })
        .run();
    }
  });

  it('sign-in after onboarding is complete, or without any onboarding, goes to the main loads route', async () => {
    for (const step of ['complete', null] as const) {
      await signInReachingStep(step)
        .call(navigateTo, '/search', { replace: true })
        .not.call(navigateTo, '/onboard/welcome', { replace: true })
        .run();
    }
  });

  it('a redirectTo asked for wins over unfinished onboarding, which is then not even looked up', async () => {
    await expectSaga(logIn, login('/loads/claimed'))
      .withReducer(reducer, loggedOut)
      .provide([
        [matchers.call.fn(requestToken), demoToken],
        [matchers.call.fn(fetchCurrentUser), demoViewer],
        [matchers.call.fn(fetchOnboardingStep), 'welcome'],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .call(navigateTo, '/loads/claimed', { replace: true })
      .not.call.fn(fetchOnboardingStep)
      .run();
  });

  it('when the onboarding step cannot be read, sign-in still goes to the main loads route without an error overlay', async () => {
    const down = new ApiError({ status: 503, statusText: 'Service Unavailable', url: '/api/Users/OnboardingStep', message: 'down' });
    await expectSaga(logIn, login())
      .withReducer(reducer, loggedOut)
      .provide([
        [matchers.call.fn(requestToken), demoToken],
        [matchers.call.fn(fetchCurrentUser), demoViewer],
        [matchers.call.fn(fetchOnboardingStep), throwError(down)],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .call(navigateTo, '/search', { replace: true })
      .hasFinalState(signedIn({ viewer: demoViewer, viewerStatus: 'succeeded' }))
      .run();
  });

  it('password_expired goes to the expired-password page', async () => {
    const expired = refusal(400, 'Bad Request', { error: 'password_expired', error_description: 'Password expired' });
    await expectSaga(logIn, login())
      .withReducer(reducer, loggedOut)
      .provide([
        [matchers.call.fn(requestToken), throwError(expired)],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .put(passwordExpired({ emailAddress: 'demo@carrier.test' }))
      .call(navigateTo, '/password-expired?email=demo%40carrier.test')
      .not.call.fn(fetchCurrentUser)
      .hasFinalState(loggedOut)
      .run();
  });

  it('a login error shows the server description on the password field', async () => {
    const wrong = refusal(400, 'Bad Request', { error: 'invalid_grant', error_description: 'The user name or password is incorrect.' });
    await expectSaga(logIn, login())
      .withReducer(reducer, loggedOut)
      .provide([[matchers.call.fn(requestToken), throwError(wrong)]])
      .put(loginFailed({
        failure: { code: 'invalid_grant', serverMessage: 'The user name or password is incorrect.', fieldErrors: { password: 'The user name or password is incorrect.' } },
        answer: null,
      }))
      .not.call.fn(navigateTo)
      .run();
  });

  it('a login error without a description shows statusText (status)', async () => {
    const { storeState } = await expectSaga(logIn, login())
      .withReducer(reducer, loggedOut)
      .provide([[matchers.call.fn(requestToken), throwError(refusal(503, 'Service Unavailable', { message: 'down' }))]])
      .run();
    expect(loginFailureText(storeState.session.login)).toBe('Service Unavailable (503)');
  });

  it('a viewer is loaded at startup if already logged in', async () => {
    await expectSaga(driving(sessionSaga, function* () {
      yield* putAndWaitFor({ type: REHYDRATE, key: SESSION_PERSIST_KEY, payload: { token: demoToken } }, viewerReceived.type);
    }))
      .withReducer(reducer, signedIn())
      .provide([[matchers.call(fetchCurrentUser, credentials), demoViewer]])
      .put(viewerRequested())
      .put(viewerReceived(demoViewer))
      .run({ timeout: false });
  });

  it('no viewer is requested at startup when logged out', async () => {
    await expectSaga(loadViewerAfterRehydration)
      .withReducer(reducer, loggedOut)
      .dispatch({ type: REHYDRATE, key: SESSION_PERSIST_KEY, payload: undefined })
      .not.put(viewerRequested())
      .run();
  });

  it('logout destroys the session, clears stored state and reloads the page even when the server call fails', async () => {
    const persistor = { pause: jest.fn(), purge: jest.fn().mockResolvedValue(undefined) };
    await expectSaga(logOut)
      .withReducer(reducer, signedIn({ viewer: demoViewer }))
      .provide([
        [matchers.getContext('persistor'), persistor],
        [matchers.call.fn(revokeToken), throwError(new Error('offline'))],
        [matchers.call.fn(clearLocalStorage), undefined],
        [matchers.call.fn(reloadPage), undefined],
      ])
      .call(revokeToken, { token: demoToken, clientId: 7, userId: 42 })
      .call([persistor, persistor.purge])
      .call(clearLocalStorage)
      .call(reloadPage, '/')
      .not.put.like({ action: { type: 'errors/errorReported' } })
      .run();
  });

  it('an HTTP 401 also destroys the session and logs out without calling the server', async () => {
    const reload = answeredCall(undefined);
    await expectSaga(driving(sessionSaga, function* () {
      yield put(sessionDestroyed());
      yield call(() => reload.seen);
    }))
      .withReducer(reducer, signedIn({ viewer: demoViewer }))
      .provide([
        [matchers.call.fn(clearLocalStorage), undefined],
        [matchers.call.fn(reloadPage), reload.provider],
      ])
      .not.call.fn(revokeToken)
      .call(clearLocalStorage)
      .call(reloadPage, '/')
      .hasFinalState(loggedOut)
      .run({ timeout: false });
  });
});
