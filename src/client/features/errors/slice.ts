/**
 * Global errors shown by the overlay (account spec 8): each failure's code and the request it came from, so
 * DevTools and a replay show what failed; `errorsText` says them. Duplicates by their words are collapsed.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorCode } from '../../../shared/errorCodes';
import { isApiError, messageOf } from '../../api/ApiError';
import { reportedErrorText } from './errorsText';

export interface ReportedError {
  id: number;
  code: ErrorCode;
  /** What the failure said of itself: the server's message or status line, or a thrown guard's message. */
  detail: string;
  /** The request that failed (status 0: no answer came); null for a failure thrown outside any request. */
  request: { status: number; url: string } | null;
}

export interface ErrorsState {
  errors: ReportedError[];
}

const initialState: ErrorsState = { errors: [] };

let lastErrorId = 0;

/** The plain data of whatever was thrown. */
function reportOf(error: unknown): Omit<ReportedError, 'id'> {
  if (!isApiError(error)) return { code: 'internal', detail: messageOf(error), request: null };
  return { code: error.code, detail: error.message, request: { status: error.status, url: error.url } };
}

const errorsSlice = createSlice({
  name: 'errors',
  initialState,
  reducers: {
    errorReported: {
      reducer(state, action: PayloadAction<ReportedError>) {
        const text = reportedErrorText(action.payload);
        if (state.errors.some((error) => reportedErrorText(error) === text)) return;
        state.errors.push(action.payload);
      },
      // The failure is kept as data and the id made here, so the action stays serializable and replayable;
      // tests may pass their own id.
      prepare(error: unknown, id?: number) {
        return { payload: { id: id ?? ++lastErrorId, ...reportOf(error) } };
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
