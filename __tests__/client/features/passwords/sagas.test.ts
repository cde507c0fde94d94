import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { forgotPassword, resetForgotPassword, updateExpiredPassword } from '../../../../src/client/api/passwordsApi';
import { errorsReducer } from '../../../../src/client/features/errors/slice';
import { passwordFailureText } from '../../../../src/client/features/passwords/passwordsText';
import { passwordResetUrl, requestResetEmail, resetPassword, updateExpired } from '../../../../src/client/features/passwords/sagas';
import {
  expiredPasswordUpdated,
  expiredPasswordUpdateFailed,
  expiredPasswordUpdateRequested,
  forgotPasswordRequested,
  forgotPasswordSent,
  initialPasswordsState,
  passwordResetFailed,
  passwordResetSucceeded,
  passwordResetRequested,
  passwordsReducer,
} from '../../../../src/client/features/passwords/slice';

const reducer = combineReducers({ passwords: passwordsReducer, errors: errorsReducer });
const initial = { passwords: initialPasswordsState, errors: { errors: [] } };
const badRequest = (data: object, fieldErrors = {}) =>
  new ApiError({ status: 400, statusText: 'Bad Request', url: '/api/Users/ResetForgotPassword', message: (data as { message: string }).message, fieldErrors, data });

const reset = { userId: '7', resetCode: 'code', password: 'gravel trailer 42', confirmationPassword: 'gravel trailer 42' };

describe('password sagas (account spec 2.5 and 8)', () => {
  it('forgot password sends the e-mail with the app origin plus the reset route, then shows the on-its-way view', async () => {
    expect(passwordResetUrl()).toBe(`${window.location.origin}/reset/password`);
    await expectSaga(requestResetEmail, forgotPasswordRequested({ username: ' dana@carrier.test ' }))
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(forgotPassword), undefined]])
      .call(forgotPassword, 'dana@carrier.test', `${window.location.origin}/reset/password`)
      .put(forgotPasswordSent())
      .run();
  });

  it('a reset keeps the e-mail the server tells back, for the Log in form', async () => {
    const { storeState } = await expectSaga(resetPassword, passwordResetRequested(reset))
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(resetForgotPassword), { email: 'dana@carrier.test' }]])
      .put(passwordResetSucceeded({ email: 'dana@carrier.test' }))
      .run();
    expect(storeState.passwords.resetEmail).toBe('dana@carrier.test');
  });

  it('a refused reset shows the server message in the form and reports nothing globally', async () => {
    const { storeState } = await expectSaga(resetPassword, passwordResetRequested(reset))
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(resetForgotPassword), throwError(badRequest({ message: 'This password reset link has expired.' }))]])
      .put(passwordResetFailed({ code: 'bad_request', serverMessage: 'This password reset link has expired.', fieldErrors: {} }))
      .run();
    expect(passwordFailureText(storeState.passwords.reset.failure)).toBe('This password reset link has expired.');
    expect(storeState.errors.errors).toEqual([]);
  });

  it('server field errors of the reset go to their fields, without a second message', async () => {
    const error = badRequest({ message: 'Validation failed' }, { password: 'This password is too common' });
    const { storeState } = await expectSaga(resetPassword, passwordResetRequested(reset))
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(resetForgotPassword), throwError(error)]])
      .put(passwordResetFailed({ code: 'bad_request', serverMessage: 'Validation failed', fieldErrors: { password: 'This password is too common' } }))
      .run();
    expect(passwordFailureText(storeState.passwords.reset.failure)).toBeNull();
  });

  it('an expired password update succeeds into its success view', async () => {
    const values = { username: 'dana@carrier.test', oldPassword: 'old one', password: 'gravel trailer 42', confirmationPassword: 'gravel trailer 42' };
    const { storeState } = await expectSaga(updateExpired, expiredPasswordUpdateRequested(values))
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(updateExpiredPassword), undefined]])
      .call(updateExpiredPassword, values)
      .put(expiredPasswordUpdated())
      .run();
    expect(storeState.passwords.expired.status).toBe('succeeded');
  });

  it('an expired password update failure shows the server message inline', async () => {
    const values = { username: 'dana@carrier.test', oldPassword: 'x', password: 'gravel trailer 42', confirmationPassword: 'gravel trailer 42' };
    const { storeState } = await expectSaga(updateExpired, expiredPasswordUpdateRequested(values))
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(updateExpiredPassword), throwError(badRequest({ message: 'Too many failed attempts.' }))]])
      .put(expiredPasswordUpdateFailed({ code: 'bad_request', serverMessage: 'Too many failed attempts.', fieldErrors: {} }))
      .run();
    expect(passwordFailureText(storeState.passwords.expired.failure)).toBe('Too many failed attempts.');
  });
});
