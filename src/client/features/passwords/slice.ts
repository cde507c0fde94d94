/**
 * The password forms of account spec 2.5: forgot, reset and expired. Each form keeps its own request status,
 * the server's field errors and its message, shown in the form (spec 8: these calls report nothing globally).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ExpiredPasswordValues } from '../../../shared/passwordSchemas';
import type { FieldErrors } from '../../api/ApiError';
import type { ResetRequest } from '../../api/passwordsApi';

export type PasswordFormStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';
export type PasswordFormName = 'forgot' | 'reset' | 'expired';

export interface PasswordFormState {
  status: PasswordFormStatus;
  fieldErrors: FieldErrors;
  message: string | null;
}

export type PasswordsState = Record<PasswordFormName, PasswordFormState>;

export interface PasswordFailure {
  fieldErrors: FieldErrors;
  message: string | null;
}

const idle: PasswordFormState = { status: 'idle', fieldErrors: {}, message: null };
const submitting: PasswordFormState = { status: 'submitting', fieldErrors: {}, message: null };
const succeeded: PasswordFormState = { status: 'succeeded', fieldErrors: {}, message: null };

export const initialPasswordsState: PasswordsState = { forgot: idle, reset: idle, expired: idle };

const failed = (payload: PasswordFailure): PasswordFormState => ({ status: 'failed', ...payload });

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
    forgotPasswordFailed(state, action: PayloadAction<PasswordFailure>) {
      state.forgot = failed(action.payload);
    },
    passwordResetRequested(state, _action: PayloadAction<ResetRequest>) {
      state.reset = submitting;
    },
    passwordResetSucceeded(state) {
      state.reset = succeeded;
    },
    passwordResetFailed(state, action: PayloadAction<PasswordFailure>) {
      state.reset = failed(action.payload);
    },
    expiredPasswordUpdateRequested(state, _action: PayloadAction<ExpiredPasswordValues>) {
      state.expired = submitting;
    },
    expiredPasswordUpdated(state) {
      state.expired = succeeded;
    },
    expiredPasswordUpdateFailed(state, action: PayloadAction<PasswordFailure>) {
      state.expired = failed(action.payload);
    },
    /** Opening a password form starts it clean. */
    passwordFormOpened(state, action: PayloadAction<PasswordFormName>) {
      state[action.payload] = idle;
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
} = passwordsSlice.actions;

export const passwordsReducer = passwordsSlice.reducer;
