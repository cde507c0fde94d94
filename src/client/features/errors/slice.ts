/** Global errors shown by the overlay (account spec 8): distinct messages, duplicates collapsed. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ReportedError {
  id: number;
  message: string;
}

export interface ErrorsState {
  errors: ReportedError[];
}

const initialState: ErrorsState = { errors: [] };

let lastErrorId = 0;

const errorsSlice = createSlice({
  name: 'errors',
  initialState,
  reducers: {
    errorReported: {
      reducer(state, action: PayloadAction<ReportedError>) {
        if (state.errors.some((error) => error.message === action.payload.message)) return;
        state.errors.push(action.payload);
      },
      // The id is made here so the action stays serializable and replayable; tests may pass their own.
      prepare({ message, id }: { message: string; id?: number }) {
        return { payload: { id: id ?? ++lastErrorId, message } };
      },
    },
    errorsCleared(state) {
      state.errors = [];
    },
  },
});

export const { errorReported, errorsCleared } = errorsSlice.actions;
export const errorsReducer = errorsSlice.reducer;

export const selectErrors = (state: { errors: ErrorsState }) => state.errors.errors;
