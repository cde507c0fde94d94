import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { resendInvitation, setUpAccount } from '../../../../src/client/api/accountSetupApi';
import { errorsReducer } from '../../../../src/client/features/errors/slice';
import { sendInvitationAgain, submitAccountSetup } from '../../../../src/client/features/signup/sagas';
import {
  accountSetUp, accountSetupFailed, accountSetupRequested, initialSignupState, invitationResendFailed, invitationResendRequested, invitationResent, signupReducer,
} from '../../../../src/client/features/signup/slice';
import { accountSetupFailureText, invitationResendFailureText } from '../../../../src/client/features/signup/signupText';

const reducer = combineReducers({ signup: signupReducer, errors: errorsReducer });
const initial = { signup: initialSignupState, errors: { errors: [] } };
const values = { emailAddress: ' lee@lakes.test ', temporaryPassword: 'Tmp', password: 'open trailer at dawn 12', confirmationPassword: 'open trailer at dawn 12' };

describe('signup sagas (account spec 2.6 and 8)', () => {
  it('the account setup sends the trimmed email and the passwords, then succeeds', async () => {
    await expectSaga(submitAccountSetup, accountSetupRequested(values))
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(setUpAccount), undefined]])
      .call(setUpAccount, { ...values, emailAddress: 'lee@lakes.test' })
      .put(accountSetUp())
      .run();
  });

  it('server field errors go to their fields and nothing is reported globally', async () => {
    const error = new ApiError({ status: 400, statusText: 'Bad Request', url: '/api/Users/AccountSetup', message: 'Validation failed', fieldErrors: { password: 'Too common' }, data: {} });
    const { storeState } = await expectSaga(submitAccountSetup, accountSetupRequested(values))
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(setUpAccount), throwError(error)]])
      .put(accountSetupFailed({ code: 'bad_request', serverMessage: 'Validation failed', fieldErrors: { password: 'Too common' } }))
      .run();
    expect(accountSetupFailureText(storeState.signup.setup.failure)).toBeNull();
    expect(storeState.errors.errors).toEqual([]);
  });

  it('send my invitation again calls the server and says so, or shows why not', async () => {
    await expectSaga(sendInvitationAgain, invitationResendRequested('lee@lakes.test'))
      .provide([[matchers.call.fn(resendInvitation), undefined]])
      .call(resendInvitation, 'lee@lakes.test')
      .put(invitationResent())
      .run();
    const tooMany = new ApiError({ status: 429, statusText: 'Too Many Requests', url: '/api/Users/ResendInvitation', message: 'Too many requests. Try again in 15 minutes.', fieldErrors: {}, data: {} });
    const { storeState } = await expectSaga(sendInvitationAgain, invitationResendRequested('lee@lakes.test'))
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(resendInvitation), throwError(tooMany)]])
      .put(invitationResendFailed({ code: 'too_many_requests', serverMessage: 'Too many requests. Try again in 15 minutes.', fieldErrors: {} }))
      .run();
    const { failure } = storeState.signup.resend;
    expect(failure && invitationResendFailureText(failure)).toBe('Too many requests. Try again in 15 minutes.');
  });
});
