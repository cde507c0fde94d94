import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { fetchDefaultPaymentMethod, fetchPaymentTerms, requestPaymentMethodChange } from '../../../../src/client/api/invoicesApi';
import { errorsReducer } from '../../../../src/client/features/errors/slice';
import { changeRequestFailureText } from '../../../../src/client/features/paymentPreferences/paymentPreferencesText';
import { loadPaymentPreferences, submitChangeRequest } from '../../../../src/client/features/paymentPreferences/sagas';
import {
  changeRequestFailed,
  changeRequestReceived,
  changeRequestStarted,
  initialPaymentPreferencesState,
  paymentOptionChosen,
  paymentPreferencesReceived,
  paymentPreferencesReducer,
} from '../../../../src/client/features/paymentPreferences/slice';
import { signedIn, signedInCredentials } from '../../support/sagaProviders';

const reducer = combineReducers({ paymentPreferences: paymentPreferencesReducer, errors: errorsReducer });
const terms = [
  { code: 'ExpressPay', type: 'ACH', description: 'Express Pay (2-day ACH)', timing: 2, amount: 5 },
  { code: 'QuickPay', type: 'ACH', description: 'Quick Pay (14-day ACH)', timing: 14, amount: 2.5 },
  { code: 'ThirtyDayPay', type: 'ACH', description: '30-Day Pay (ACH)', timing: 30, amount: 0 },
];
const current = { defaultPaymentMethod: 'ThirtyDayPay', pendingChangeRequest: null };
const pending = { defaultPaymentMethod: 'ThirtyDayPay', pendingChangeRequest: { id: 4, requestedSettlementOption: 'QuickPay', requestedAt: '2026-11-24T10:00:00.000Z' } };

const loadedWithChoice = (code: string) => {
  let state = paymentPreferencesReducer(initialPaymentPreferencesState, paymentPreferencesReceived({ terms, method: current }));
  state = paymentPreferencesReducer(state, changeRequestStarted());
  return { paymentPreferences: paymentPreferencesReducer(state, paymentOptionChosen(code)), errors: { errors: [] } };
};

describe('Payment Preferences sagas (account spec 2.10 and 7)', () => {
  it('opening reads the settlement options and the default payment method', async () => {
    const { storeState } = await expectSaga(loadPaymentPreferences)
      .withReducer(reducer, { paymentPreferences: initialPaymentPreferencesState, errors: { errors: [] } })
      .provide([signedIn, [matchers.call(fetchPaymentTerms), terms], [matchers.call(fetchDefaultPaymentMethod, signedInCredentials), current]])
      .put(paymentPreferencesReceived({ terms, method: current }))
      .run();
    expect(storeState.paymentPreferences).toMatchObject({ status: 'loaded', defaultPaymentMethod: 'ThirtyDayPay' });
  });

  it('submitting sends the chosen option and sets the change-requested flag', async () => {
    const { storeState } = await expectSaga(submitChangeRequest)
      .withReducer(reducer, loadedWithChoice('QuickPay'))
      .provide([signedIn, [matchers.call(requestPaymentMethodChange, signedInCredentials, 'QuickPay'), pending]])
      .put(changeRequestReceived(pending))
      .run();
    expect(storeState.paymentPreferences).toMatchObject({ changeRequested: true, isRequesting: false, pendingChangeRequest: pending.pendingChangeRequest });
  });

  it('a refused option shows the server\'s word on the form, not on the global overlay', async () => {
    const refusal = new ApiError({
      status: 400, statusText: 'Bad Request', url: '/api/x', message: 'Validation failed',
      fieldErrors: { requestedSettlementOption: 'Choose one of the payment terms.' }, data: {},
    });
    const { storeState } = await expectSaga(submitChangeRequest)
      .withReducer(reducer, loadedWithChoice('NextDayPay'))
      .provide([signedIn, [matchers.call.fn(requestPaymentMethodChange), throwError(refusal)]])
      .put(changeRequestFailed({ code: 'bad_request', serverMessage: 'Validation failed', fieldErrors: { requestedSettlementOption: 'Choose one of the payment terms.' } }))
      .run();
    const { failure } = storeState.paymentPreferences;
    expect(failure && changeRequestFailureText(failure)).toBe('Choose one of the payment terms.');
    expect(storeState.errors.errors).toEqual([]);
    expect(storeState.paymentPreferences.changeRequested).toBe(false);
  });
});
