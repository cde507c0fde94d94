/**
 * The registration wizard of account spec 2.6 and 4: the code checked on entry, the values of every step kept
 * as the carrier moves between them (and across a reload, see persistence.ts), and the final submission.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { emptyRegistrationForm, type CarrierApplicationForm, type RegistrationCodeCheck, type RegistrationField } from '../../../shared/registration';
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
  /** Issue 22: the application of /register, and the address its link went to. */
  application: { status: SubmitStatus; failure: Failure | null; sentTo: string | null };
}

const idleApplication: RegistrationState['application'] = { status: 'idle', failure: null, sentTo: null };

export const initialRegistrationState: RegistrationState = {
  code: null,
  codeStatus: 'idle',
  codeFailure: null,
  values: { ...emptyRegistrationForm },
  submitStatus: 'idle',
  failure: null,
  application: idleApplication,
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
    /** Opening /register starts it clean. */
    applicationOpened(state) {
      state.application = idleApplication;
    },
    applicationRequested(state, _action: PayloadAction<CarrierApplicationForm>) {
      state.application = { status: 'submitting', failure: null, sentTo: null };
    },
    applicationSent(state, action: PayloadAction<{ sentTo: string }>) {
      state.application = { status: 'succeeded', failure: null, sentTo: action.payload.sentTo };
    },
    applicationFailed(state, action: PayloadAction<Failure>) {
      state.application = { status: 'failed', failure: action.payload, sentTo: null };
    },
  },
});

export const {
  applicationOpened,
  applicationRequested,
  applicationSent,
  applicationFailed,
  registrationCodeEntered,
  registrationCodeChecked,
  registrationCodeCheckFailed,
  registrationStepSaved,
  registrationSubmitted,
  registrationCompleted,
  registrationFailed,
} = registrationSlice.actions;

export const registrationReducer = registrationSlice.reducer;
