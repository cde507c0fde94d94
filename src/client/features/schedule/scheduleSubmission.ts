/** How a schedule form's last submit went, as the claim and change-dates slices both keep it. */
import type { ScheduleRequest } from '../../../shared/loads';
import { isApiError, messageOf, type FieldErrors } from '../../api/ApiError';

export type ScheduleSubmissionStatus = 'idle' | 'submitting' | 'failed';

export interface ScheduleSubmission {
  status: ScheduleSubmissionStatus;
  /** The server's message, shown as the form's root error. */
  message: string | null;
  fieldErrors: FieldErrors;
}

export interface ScheduleSubmitted {
  loadId: number;
  schedule: ScheduleRequest;
}

export interface ScheduleFailure {
  loadId: number;
  message: string;
  fieldErrors: FieldErrors;
}

export const idleScheduleSubmission: ScheduleSubmission = { status: 'idle', message: null, fieldErrors: {} };
export const submittingSchedule: ScheduleSubmission = { status: 'submitting', message: null, fieldErrors: {} };

/** What a failed schedule write tells the form: the server's message and its per-field errors. */
export function scheduleFailureOf(loadId: number, error: unknown): ScheduleFailure {
  return { loadId, message: messageOf(error), fieldErrors: isApiError(error) ? error.fieldErrors : {} };
}
