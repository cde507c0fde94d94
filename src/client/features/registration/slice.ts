/**
 * The registration wizard of account spec 2.6 and 4: the code checked on entry, the values of every step kept
 * as the carrier moves between them (and across a reload, see persistence.ts), and the final submission.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { emptyRegistrationForm, type RegistrationCodeCheck, type RegistrationField } from '../../../shared/registration';
import type { Failure } from '../../api/failure';

export type RegistrationValues = Record<RegistrationField, string>;
export type CodeStatus = 'idle' | 'checking' | 'valid' | 'invalid' | 'failed';
export type SubmitStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

export interface RegistrationState {
  code: string | null;
  codeStatus: CodeStatus;
  /** Why the code could not be checked (not a refused code: that is codeStatus 'invalid'). */
  codeFailure: Failure | null;
  values: RegistrationValues;
  submitStatus: SubmitStatus;
  failure: Failure | null;
}

export const initialRegistrationState: RegistrationState = {
  code: null,
  codeStatus: 'idle',
  codeFailure: null,
  values: { ...emptyRegistrationForm },
  submitStatus: 'idle',
  failure: null,
};

const registrationSlice = createSlice({
  name: 'registration',
  initialState: initialRegistrationState,
  reducers: {
    /** A new code starts a new registration; the same code again keeps what was typed. */
    registrationCodeEntered(state, action: PayloadAction<string>) {
      if (state.code !== action.payload) Object.assign(state, initialRegistrationState, { code: action.payload });
      state.codeStatus = 'checking';
      state.codeFailure = null;
    },
    registrationCodeChecked(state, action: PayloadAction<RegistrationCodeCheck>) {
      const check = action.payload;
      state.codeStatus = check.valid ? 'valid' : 'invalid';
      if (check.valid && !state.values.companyName) state.values.companyName = check.companyName ?? '';
      if (check.valid && !state.values.companyEmailAddress) state.values.companyEmailAddress = check.emailAddress ?? '';
    },
    registrationCodeCheckFailed(state, action: PayloadAction<Failure>) {
      state.codeStatus = 'failed';
      state.codeFailure = action.payload;
    },
    registrationStepSaved(state, action: PayloadAction<Partial<RegistrationValues>>) {
      Object.assign(state.values, action.payload);
    },
    registrationSubmitted(state, action: PayloadAction<Partial<RegistrationValues>>) {
      Object.assign(state.values, action.payload);
      state.submitStatus = 'submitting';
      state.failure = null;
    },
    /** Nothing typed is kept once the carrier is registered. */
    registrationCompleted() {
      return { ...initialRegistrationState, submitStatus: 'succeeded' as const };
    },
    /** A refusal on the code's own field means the code was used or withdrawn meanwhile (spec 8). */
    registrationFailed(state, action: PayloadAction<Failure>) {
      state.submitStatus = 'failed';
      state.failure = action.payload;
      if (action.payload.fieldErrors.registrationCode) state.codeStatus = 'invalid';
    },
  },
});

export const {
  registrationCodeEntered,
  registrationCodeChecked,
  registrationCodeCheckFailed,
  registrationStepSaved,
  registrationSubmitted,
  registrationCompleted,
  registrationFailed,
} = registrationSlice.actions;

export const registrationReducer = registrationSlice.reducer;
