/**
 * The load-number search (loads spec 4 and 5): a number typed in the top bar or the mobile overlay is looked
 * up, the box shows it is busy meanwhile, and a load that cannot be opened explains itself in a modal.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorCode } from '../../../shared/errorCodes';
import type { Failure } from '../../api/failure';

export type LoadNumberSearchStatus = 'idle' | 'searching' | 'failed';

export interface LoadNumberState {
  status: LoadNumberSearchStatus;
  loadId: number | null;
  /** Why the load cannot be opened; `loadNumberText` says it. */
  failure: Failure | null;
}

export const initialLoadNumberState: LoadNumberState = { status: 'idle', loadId: null, failure: null };

/** A load the search itself judged it cannot open: one that cannot exist, or one another carrier holds. */
export const judgedFailure = (code: ErrorCode): Failure => ({ code, serverMessage: null, fieldErrors: {} });

const loadNumberSlice = createSlice({
  name: 'loadNumber',
  initialState: initialLoadNumberState,
  reducers: {
    loadNumberSearched(_state, _action: PayloadAction<string>) {},
    loadNumberLookupStarted(state, action: PayloadAction<number>) {
      state.status = 'searching';
      state.loadId = action.payload;
      state.failure = null;
    },
    loadNumberLookupFinished() {
      return initialLoadNumberState;
    },
    loadNumberLookupFailed(state, action: PayloadAction<Failure>) {
      state.status = 'failed';
      state.failure = action.payload;
    },
    loadNumberErrorDismissed() {
      return initialLoadNumberState;
    },
  },
});

export const {
  loadNumberSearched,
  loadNumberLookupStarted,
  loadNumberLookupFinished,
  loadNumberLookupFailed,
  loadNumberErrorDismissed,
} = loadNumberSlice.actions;
export const loadNumberReducer = loadNumberSlice.reducer;

interface WithLoadNumber {
  loadNumber: LoadNumberState;
}

export const selectLoadNumberSearch = (state: WithLoadNumber) => state.loadNumber;
