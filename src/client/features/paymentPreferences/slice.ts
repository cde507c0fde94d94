/**
 * Payment Preferences (account spec 2.10, 3 and 7): the settlement options, the carrier's default and any change
 * request waiting for approval, and the request flow (view → request mode → an option chosen → submitted).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DefaultPaymentMethod, PaymentMethodChangeRequest, PaymentTerm } from '../../../shared/invoices';
import type { Failure } from '../../api/failure';

export interface PaymentPreferencesState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  terms: PaymentTerm[];
  defaultPaymentMethod: string | null;
  pendingChangeRequest: PaymentMethodChangeRequest | null;
  isRequesting: boolean;
  chosenCode: string | null;
  isSubmitting: boolean;
  /** The spec's flag, set true once a change request succeeded: the screen then says 'Change Request Received'. */
  changeRequested: boolean;
  failure: Failure | null;
}

export const initialPaymentPreferencesState: PaymentPreferencesState = {
  status: 'idle', terms: [], defaultPaymentMethod: null, pendingChangeRequest: null,
  isRequesting: false, chosenCode: null, isSubmitting: false, changeRequested: false, failure: null,
};

const paymentPreferencesSlice = createSlice({
  name: 'paymentPreferences',
  initialState: initialPaymentPreferencesState,
  reducers: {
    paymentPreferencesOpened() {
      return { ...initialPaymentPreferencesState, status: 'loading' as const };
    },
    paymentPreferencesReceived(state, { payload }: PayloadAction<{ terms: PaymentTerm[]; method: DefaultPaymentMethod }>) {
      state.status = 'loaded';
      state.terms = payload.terms;
      state.defaultPaymentMethod = payload.method.defaultPaymentMethod;
      state.pendingChangeRequest = payload.method.pendingChangeRequest;
    },
    paymentPreferencesFailed(state) {
      state.status = 'failed';
    },
    changeRequestStarted(state) {
      state.isRequesting = true;
      state.chosenCode = null;
      state.failure = null;
    },
    changeRequestCancelled(state) {
      state.isRequesting = false;
      state.chosenCode = null;
      state.failure = null;
    },
    paymentOptionChosen(state, action: PayloadAction<string>) {
      state.chosenCode = action.payload;
    },
    changeRequestSubmitted(state) {
      state.isSubmitting = true;
      state.failure = null;
    },
    changeRequestReceived(state, action: PayloadAction<DefaultPaymentMethod>) {
      state.isSubmitting = false;
      state.isRequesting = false;
      state.changeRequested = true;
      state.defaultPaymentMethod = action.payload.defaultPaymentMethod;
      state.pendingChangeRequest = action.payload.pendingChangeRequest;
    },
    changeRequestFailed(state, action: PayloadAction<Failure>) {
      state.isSubmitting = false;
      state.failure = action.payload;
    },
  },
});

export const {
  paymentPreferencesOpened,
  paymentPreferencesReceived,
  paymentPreferencesFailed,
  changeRequestStarted,
  changeRequestCancelled,
  paymentOptionChosen,
  changeRequestSubmitted,
  changeRequestReceived,
  changeRequestFailed,
} = paymentPreferencesSlice.actions;
export const paymentPreferencesReducer = paymentPreferencesSlice.reducer;

interface WithPaymentPreferences {
  paymentPreferences: PaymentPreferencesState;
}

export const selectPaymentPreferences = (state: WithPaymentPreferences) => state.paymentPreferences;
