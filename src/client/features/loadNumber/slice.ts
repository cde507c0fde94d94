/**
 * The load-number search (loads spec 4 and 5): a number typed in the top bar or the mobile overlay is looked
 * up, the box shows it is busy meanwhile, and a load that cannot be opened explains itself in a modal.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type LoadNumberSearchStatus = 'idle' | 'searching' | 'failed';

export interface LoadNumberState {
  status: LoadNumberSearchStatus;
  loadId: number | null;
  /** The server's words when the load cannot be opened. */
  message: string | null;
}

export const initialLoadNumberState: LoadNumberState = { status: 'idle', loadId: null, message: null };

const loadNumberSlice = createSlice({
  name: 'loadNumber',
  initialState: initialLoadNumberState,
  reducers: {
    loadNumberSearched(_state, _action: PayloadAction<string>) {},
    loadNumberLookupStarted(state, action: PayloadAction<number>) {
      state.status = 'searching';
      state.loadId = action.payload;
      state.message = null;
    },
    loadNumberLookupFinished() {
      return initialLoadNumberState;
    },
    loadNumberLookupFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.message = action.payload;
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
