/**
 * Contact Us (account spec 2.11) and the lookup values the help pages show (spec 7 `Lookups/{key}`), each
 * key with its own status so one failed lookup says '⚠️ Lookup value not found' without hiding the others.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Failure } from '../../api/failure';
import type { LookupKey } from '../../api/helpApi';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface LookupEntry {
  status: RequestStatus;
  value: unknown;
}

export interface HelpState {
  feedback: { status: RequestStatus; failure: Failure | null };
  lookups: Partial<Record<LookupKey, LookupEntry>>;
}

export interface FeedbackRequest {
  message: string;
  canGoBack: boolean;
  /** 'Include a replay of my recent actions': the recorder's last actions ride along as a file. */
  includeReplay?: boolean;
}

export const initialHelpState: HelpState = { feedback: { status: 'idle', failure: null }, lookups: {} };

const helpSlice = createSlice({
  name: 'help',
  initialState: initialHelpState,
  reducers: {
    feedbackSubmitted(state, _action: PayloadAction<FeedbackRequest>) {
      state.feedback = { status: 'loading', failure: null };
    },
    feedbackSent(state) {
      state.feedback = { status: 'succeeded', failure: null };
    },
    feedbackFailed(state, action: PayloadAction<Failure>) {
      state.feedback = { status: 'failed', failure: action.payload };
    },
    contactUsOpened(state) {
      state.feedback = { status: 'idle', failure: null };
    },
    lookupRequested(state, action: PayloadAction<LookupKey>) {
      const entry = state.lookups[action.payload];
      // A value already known stays shown while it is fetched again.
      state.lookups[action.payload] = { status: entry?.status === 'succeeded' ? 'succeeded' : 'loading', value: entry?.value ?? null };
    },
    lookupReceived(state, action: PayloadAction<{ key: LookupKey; value: unknown }>) {
      state.lookups[action.payload.key] = { status: 'succeeded', value: action.payload.value };
    },
    lookupFailed(state, action: PayloadAction<LookupKey>) {
      state.lookups[action.payload] = { status: 'failed', value: null };
    },
  },
});

export const {
  feedbackSubmitted, feedbackSent, feedbackFailed, contactUsOpened, lookupRequested, lookupReceived, lookupFailed,
} = helpSlice.actions;
export const helpReducer = helpSlice.reducer;

export const selectFeedbackState = (state: { help: HelpState }) => state.help.feedback;
export const selectLookup = (state: { help: HelpState }, key: LookupKey): LookupEntry | undefined => state.help.lookups[key];
