/** The invited carrier's signup (account spec 2.6): the account setup and 'send my invitation again'. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountSetupValues } from '../../../shared/accountSetup';
import type { Failure } from '../../api/failure';

export type SignupStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

export interface SignupState {
  setup: { status: SignupStatus; failure: Failure | null };
  resend: { status: SignupStatus; emailAddress: string | null; failure: Failure | null };
}

export const initialSignupState: SignupState = {
  setup: { status: 'idle', failure: null },
  resend: { status: 'idle', emailAddress: null, failure: null },
};

const signupSlice = createSlice({
  name: 'signup',
  initialState: initialSignupState,
  reducers: {
    signupOpened() {
      return initialSignupState;
    },
    accountSetupRequested(state, _action: PayloadAction<AccountSetupValues>) {
      state.setup = { status: 'submitting', failure: null };
    },
    accountSetUp(state) {
      state.setup = { status: 'succeeded', failure: null };
    },
    accountSetupFailed(state, action: PayloadAction<Failure>) {
      state.setup = { status: 'failed', failure: action.payload };
    },
    invitationResendRequested(state, action: PayloadAction<string>) {
      state.resend = { status: 'submitting', emailAddress: action.payload, failure: null };
    },
    invitationResent(state) {
      state.resend.status = 'succeeded';
    },
    invitationResendFailed(state, action: PayloadAction<Failure>) {
      state.resend = { ...state.resend, status: 'failed', failure: action.payload };
    },
  },
});

export const {
  signupOpened, accountSetupRequested, accountSetUp, accountSetupFailed, invitationResendRequested, invitationResent, invitationResendFailed,
} = signupSlice.actions;

export const signupReducer = signupSlice.reducer;
