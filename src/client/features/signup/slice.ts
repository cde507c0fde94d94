/** The invited carrier's signup (account spec 2.6): the account setup and 'send my invitation again'. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountSetupValues } from '../../../shared/accountSetup';
import type { FieldErrors } from '../../api/ApiError';

export type SignupStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

export interface SignupState {
  setup: { status: SignupStatus; fieldErrors: FieldErrors; message: string | null };
  resend: { status: SignupStatus; emailAddress: string | null; message: string | null };
}

export const initialSignupState: SignupState = {
  setup: { status: 'idle', fieldErrors: {}, message: null },
  resend: { status: 'idle', emailAddress: null, message: null },
};

const signupSlice = createSlice({
  name: 'signup',
  initialState: initialSignupState,
  reducers: {
    signupOpened() {
      return initialSignupState;
    },
    accountSetupRequested(state, _action: PayloadAction<AccountSetupValues>) {
      state.setup = { status: 'submitting', fieldErrors: {}, message: null };
    },
    accountSetUp(state) {
      state.setup = { status: 'succeeded', fieldErrors: {}, message: null };
    },
    accountSetupFailed(state, action: PayloadAction<{ fieldErrors: FieldErrors; message: string | null }>) {
      state.setup = { status: 'failed', ...action.payload };
    },
    invitationResendRequested(state, action: PayloadAction<string>) {
      state.resend = { status: 'submitting', emailAddress: action.payload, message: null };
    },
    invitationResent(state) {
      state.resend.status = 'succeeded';
    },
    invitationResendFailed(state, action: PayloadAction<string>) {
      state.resend = { ...state.resend, status: 'failed', message: action.payload };
    },
  },
});

export const {
  signupOpened, accountSetupRequested, accountSetUp, accountSetupFailed, invitationResendRequested, invitationResent, invitationResendFailed,
} = signupSlice.actions;

export const signupReducer = signupSlice.reducer;
