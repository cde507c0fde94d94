/** A call with dispatch the carrier asks for instead of onboarding: what was sent, how it went, what was booked. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CallRequest, CallRequestBody } from '../../../shared/contracts/callRequest';
import type { Failure } from '../../api/failure';

export interface CallRequestState {
  status: 'idle' | 'submitting' | 'failed' | 'scheduled';
  failure: Failure | null;
  scheduled: CallRequest | null;
}

const initialState: CallRequestState = { status: 'idle', failure: null, scheduled: null };

const callRequestSlice = createSlice({
  name: 'callRequest',
  initialState,
  reducers: {
    callRequestOpened: () => initialState,
    callRequested(state, _action: PayloadAction<CallRequestBody>) {
      state.status = 'submitting';
      state.failure = null;
    },
    callScheduled(state, action: PayloadAction<CallRequest>) {
      state.status = 'scheduled';
      state.scheduled = action.payload;
    },
    callRequestFailed(state, action: PayloadAction<Failure>) {
      state.status = 'failed';
      state.failure = action.payload;
    },
  },
});

export const { callRequestOpened, callRequested, callScheduled, callRequestFailed } = callRequestSlice.actions;
export const callRequestReducer = callRequestSlice.reducer;

export const selectCallRequest = (state: { callRequest: CallRequestState }) => state.callRequest;
