/**
 * The password forms of account spec 2.5: forgot, reset and expired. Each form keeps its own request status
 * and its failure, told in the form (spec 8: these calls report nothing globally; passwordsText.ts words it).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ExpiredPasswordValues } from '../../../shared/passwordSchemas';
import type { Failure } from '../../api/failure';
import type { ResetRequest } from '../../api/passwordsApi';

export type PasswordFormStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';
export type PasswordFormName = 'forgot' | 'reset' | 'expired';

export interface PasswordFormState {
  status: PasswordFormStatus;
  failure: Failure | null;
}

export interface PasswordsState extends Record<PasswordFormName, PasswordFormState> {
  /** The address whose password a reset link just set: Log in is filled in with it. */
  resetEmail: string | null;
}

const idle: PasswordFormState = { status: 'idle', failure: null };
const submitting: PasswordFormState = { status: 'submitting', failure: null };
const succeeded: PasswordFormState = { status: 'succeeded', failure: null };

export const initialPasswordsState: PasswordsState = { forgot: idle, reset: idle, expired: idle, resetEmail: null };

const failed = (failure: Failure): PasswordFormState => ({ status: 'failed', failure });

const passwordsSlice = createSlice({
  name: 'passwords',
  initialState: initialPasswordsState,
  reducers: {
    forgotPasswordRequested(state, _action: PayloadAction<{ username: string }>) {
      state.forgot = submitting;
    },
    forgotPasswordSent(state) {
      state.forgot = succeeded;
    },
    forgotPasswordFailed(state, action: PayloadAction<Failure>) {
      state.forgot = failed(action.payload);
    },
    passwordResetRequested(state, _action: PayloadAction<ResetRequest>) {
      state.reset = submitting;
    },
    passwordResetSucceeded(state, action: PayloadAction<{ email: string }>) {
      state.reset = succeeded;
      state.resetEmail = action.payload.email;
    },
    passwordResetFailed(state, action: PayloadAction<Failure>) {
      state.reset = failed(action.payload);
    },
    expiredPasswordUpdateRequested(state, _action: PayloadAction<ExpiredPasswordValues>) {
      state.expired = submitting;
    },
    expiredPasswordUpdated(state) {
      state.expired = succeeded;
    },
    expiredPasswordUpdateFailed(state, action: PayloadAction<Failure>) {
      state.expired = failed(action.payload);
    },
    /** A new submit, even one the form itself stops, puts the last attempt's failure away. */
    passwordFormSubmitted(state, action: PayloadAction<PasswordFormName>) {
      if (state[action.payload].status === 'failed') state[action.payload] = idle;
    },
    /** Opening a password form starts it clean. */
    passwordFormOpened(state, action: PayloadAction<PasswordFormName>) {
      state[action.payload] = idle;
      if (action.payload === 'reset') state.resetEmail = null;
    },
  },
});

export const {
  forgotPasswordRequested,
  forgotPasswordSent,
  forgotPasswordFailed,
  passwordResetRequested,
  passwordResetSucceeded,
  passwordResetFailed,
  expiredPasswordUpdateRequested,
  expiredPasswordUpdated,
  expiredPasswordUpdateFailed,
  passwordFormOpened,
  passwordFormSubmitted,
} = passwordsSlice.actions;

export const passwordsReducer = passwordsSlice.reducer;
