import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { applyToRegister, completeRegistration, validateRegistrationCode } from '../../../../src/client/api/registrationApi';
import { navigateTo } from '../../../../src/client/app/navigation';
import { errorsReducer } from '../../../../src/client/features/errors/slice';
import { checkRegistrationCode, submitApplication, submitRegistration } from '../../../../src/client/features/registration/sagas';
import {
  applicationFailed,
  applicationRequested,
  applicationSent,
  initialRegistrationState,
  registrationCodeChecked,
  registrationCodeEntered,
  registrationCompleted,
  registrationFailed,
  registrationReducer,
} from '../../../../src/client/features/registration/slice';
import { registrationFailureText } from '../../../../src/client/features/registration/registrationText';
import { invalidRegistrationCodeMessage } from '../../../../src/shared/registration';

const reducer = combineReducers({ registration: registrationReducer, errors: errorsReducer });
const withCode = (values = {}) => ({
  registration: { ...initialRegistrationState, code: 'CODE1', codeStatus: 'valid' as const, values: { ...initialRegistrationState.values, ...values } },
  errors: { errors: [] },
});
const refused = (status: number, data: { message: string }, fieldErrors = {}) =>
  new ApiError({ status, statusText: 'Refused', url: '/api/CarrierRegistration/Complete', message: data.message, fieldErrors, data });

describe('registration sagas (account spec 4 and 8)', () => {
  it('the code is validated on entry and a valid one prefills the company name and e-mail', async () => {
    const check = { valid: true, companyName: 'Great Lakes', emailAddress: 'owner@lakes.test' };
    const { storeState } = await expectSaga(checkRegistrationCode, registrationCodeEntered('CODE1'))
      .withReducer(reducer, { registration: { ...initialRegistrationState, code: 'CODE1', codeStatus: 'checking' as const }, errors: { errors: [] } })
      .provide([[matchers.call.fn(validateRegistrationCode), check]])
      .call(validateRegistrationCode, 'CODE1')
      .put(registrationCodeChecked(check))
      .run();
    expect(storeState.registration.codeStatus).toBe('valid');
    expect(storeState.registration.values.companyName).toBe('Great Lakes');
  });

  it('step 4 registers the whole form with the code and moves to the success page on success', async () => {
    const { storeState } = await expectSaga(submitRegistration)
      .withReducer(reducer, withCode({ companyName: 'Great Lakes', totalCapacity: '9' }))
      .provide([[matchers.call.fn(completeRegistration), undefined], [matchers.call.fn(navigateTo), undefined]])
      .call(completeRegistration, { registrationCode: 'CODE1', ...initialRegistrationState.values, companyName: 'Great Lakes', totalCapacity: '9' })
      .put(registrationCompleted())
      .call(navigateTo, '/register/confirmation', { replace: true })
      .run();
    expect(storeState.registration.values.companyName).toBe('');
    expect(storeState.registration.submitStatus).toBe('succeeded');
  });

  it('server field errors go to their fields and nothing is reported globally', async () => {
    const error = refused(400, { message: 'Validation failed' }, { dotNumber: 'Enter the USDOT number: 3 to 8 digits' });
    const { storeState } = await expectSaga(submitRegistration)
      .withReducer(reducer, withCode())
      .provide([[matchers.call.fn(completeRegistration), throwError(error)]])
      .put(registrationFailed({ code: 'bad_request', serverMessage: 'Validation failed', fieldErrors: { dotNumber: 'Enter the USDOT number: 3 to 8 digits' } }))
      .run();
    expect(registrationFailureText(storeState.registration.failure)).toBeNull();
    expect(storeState.registration.codeStatus).toBe('valid');
    expect(storeState.errors.errors).toEqual([]);
  });

  it('a code used meanwhile turns the wizard to the invalid or used registration token message', async () => {
    const error = refused(409, { message: invalidRegistrationCodeMessage }, { registrationCode: invalidRegistrationCodeMessage });
    const { storeState } = await expectSaga(submitRegistration)
      .withReducer(reducer, withCode())
      .provide([[matchers.call.fn(completeRegistration), throwError(error)]])
      .run();
    expect(storeState.registration.codeStatus).toBe('invalid');
  });

  describe('the application of /register (issue 22)', () => {
    const form = {
      companyName: 'Great Lakes', dotNumber: '3141593', mcNumber: 'MC-123456', ownerName: 'Maria Kowalski',
      companyEmailAddress: ' owner@lakes.test ', officePhone: '(734) 555-0100',
    };

    it('sends the application without a session and keeps the address its link went to', async () => {
      const { storeState } = await expectSaga(submitApplication, applicationRequested(form))
        .withReducer(reducer, { registration: initialRegistrationState, errors: { errors: [] } })
        .provide([[matchers.call.fn(applyToRegister), undefined]])
        .call(applyToRegister, form)
        .put(applicationSent({ sentTo: 'owner@lakes.test' }))
        .run();
      expect(storeState.registration.application).toEqual({ status: 'succeeded', failure: null, sentTo: 'owner@lakes.test' });
    });

    it('a refusal stays in the form and nothing is reported globally', async () => {
      const error = refused(429, { message: 'Too many applications. Try again in 15 minutes.' });
      const { storeState } = await expectSaga(submitApplication, applicationRequested(form))
        .withReducer(reducer, { registration: initialRegistrationState, errors: { errors: [] } })
        .provide([[matchers.call.fn(applyToRegister), throwError(error)]])
        .put.actionType(applicationFailed.type)
        .run();
      expect(storeState.registration.application.failure?.serverMessage).toBe('Too many applications. Try again in 15 minutes.');
      expect(storeState.errors.errors).toEqual([]);
    });
  });
});
