/** Payment Preferences (account spec 2.10 and 7): the options and the default on open, then the change request. */
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { DefaultPaymentMethod, PaymentTerm } from '../../../shared/invoices';
import { callApi } from '../../api/callApi';
import { failureOf } from '../../api/failure';
import { fetchDefaultPaymentMethod, fetchPaymentTerms, requestPaymentMethodChange } from '../../api/invoicesApi';
import {
  changeRequestFailed,
  changeRequestReceived,
  changeRequestSubmitted,
  paymentPreferencesFailed,
  paymentPreferencesOpened,
  paymentPreferencesReceived,
  selectPaymentPreferences,
  type PaymentPreferencesState,
} from './slice';

export function* loadPaymentPreferences() {
  try {
    const [terms, method]: [PaymentTerm[], DefaultPaymentMethod] = yield all([call(fetchPaymentTerms), call(callApiForDefault)]);
    yield put(paymentPreferencesReceived({ terms, method }));
  } catch {
    yield put(paymentPreferencesFailed());
  }
}

function* callApiForDefault() {
  return yield* callApi(fetchDefaultPaymentMethod, []);
}

/** The form shows the server's word on a refused option; nothing goes to the global overlay. */
export function* submitChangeRequest() {
  const { chosenCode }: PaymentPreferencesState = yield select(selectPaymentPreferences);
  if (chosenCode === null) return;
  try {
    const method: DefaultPaymentMethod = yield* callApi(requestPaymentMethodChange, [chosenCode], { reportErrors: false });
    yield put(changeRequestReceived(method));
  } catch (error) {
    yield put(changeRequestFailed(failureOf(error)));
  }
}

export function* paymentPreferencesSaga() {
  yield all([
    takeLatest(paymentPreferencesOpened.type, loadPaymentPreferences),
    takeLeading(changeRequestSubmitted.type, submitChangeRequest),
  ]);
}
