/**
 * How the last submit of a change to one load went: the claim's schedule (claim step 1), new pick-up and
 * drop-off times, a driver (claim step 2 or change driver). Each slice keeps its own by load id, so a form
 * opened for another load never shows this one's progress or errors; a load without an entry is idle.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ScheduleRequest } from '../../../shared/loads';
import { isApiError, messageOf, type FieldErrors } from '../../api/ApiError';

export interface LoadSubmission {
  status: 'idle' | 'submitting' | 'failed';
  /** The server's message, shown as the form's root error. */
  message: string | null;
  fieldErrors: FieldErrors;
}

export interface LoadSubmissions {
  byLoadId: Record<number, LoadSubmission>;
}

export interface LoadSubmissionFailure {
  loadId: number;
  message: string;
  fieldErrors: FieldErrors;
}

/** What the schedule forms submit, for claiming a load or changing its times. */
export interface ScheduleSubmitted {
  loadId: number;
  schedule: ScheduleRequest;
}

export const noLoadSubmissions: LoadSubmissions = { byLoadId: {} };

const idle: LoadSubmission = { status: 'idle', message: null, fieldErrors: {} };
const submitting: LoadSubmission = { status: 'submitting', message: null, fieldErrors: {} };

/** What a failed write tells the form: the server's message and its per-field errors. */
export function loadSubmissionFailureOf(loadId: number, error: unknown): LoadSubmissionFailure {
  return { loadId, message: messageOf(error), fieldErrors: isApiError(error) ? error.fieldErrors : {} };
}

/**
 * The case reducers of one submit's life, for each slice to name after its own events: `submitted` starts it,
 * `failed` keeps the server's answer, `cleared` forgets it (it succeeded, or the form opened afresh).
 */
export function loadSubmissionReducers<Submitted extends { loadId: number }>() {
  return {
    submitted(state: LoadSubmissions, action: PayloadAction<Submitted>) {
      state.byLoadId[action.payload.loadId] = submitting;
    },
    failed(state: LoadSubmissions, action: PayloadAction<LoadSubmissionFailure>) {
      const { loadId, message, fieldErrors } = action.payload;
      state.byLoadId[loadId] = { status: 'failed', message, fieldErrors };
    },
    cleared(state: LoadSubmissions, action: PayloadAction<number>) {
      delete state.byLoadId[action.payload];
    },
  };
}

export const loadSubmissionOf = (submissions: LoadSubmissions, loadId: number): LoadSubmission =>
  submissions.byLoadId[loadId] ?? idle;
