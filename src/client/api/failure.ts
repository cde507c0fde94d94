import { INTERNAL_ERROR_MESSAGE, type ErrorCode } from '../../shared/errorCodes';
import { isApiError, messageOf, NETWORK_ERROR_MESSAGE, type FieldErrors } from './ApiError';

/**
 * What a slice keeps of a failed call: the server's stable code, and its own words only when it refused the
 * request (a 4xx says what to do, e.g. 'Try again in 7 minutes'); a feature's `…Text.ts` turns the code into the
 * spec's words. Plain data, so DevTools shows it and a replay reproduces it.
 */
export interface Failure {
  code: ErrorCode;
  /** The server's message for a 4xx; null for a network failure, a 5xx or a thrown bug. */
  serverMessage: string | null;
  fieldErrors: FieldErrors;
}

export function failureOf(error: unknown): Failure {
  if (!isApiError(error)) return { code: 'internal', serverMessage: null, fieldErrors: {} };
  const refused = error.status >= 400 && error.status < 500;
  return { code: error.code, serverMessage: refused ? messageOf(error) : null, fieldErrors: error.fieldErrors };
}

/**
 * A failure in the words of spec 8 for a form that shows its own ("the server message in the form"): the
 * server's for a refusal, the network's when no answer came, and what every 5xx says otherwise.
 */
export function failureWords({ code, serverMessage }: Failure): string {
  if (serverMessage !== null) return serverMessage;
  return code === 'network' ? NETWORK_ERROR_MESSAGE : INTERNAL_ERROR_MESSAGE;
}

/** A form's message beside its fields: none when the server said it all on the fields themselves. */
export function formFailureWords(failure: Failure | null): string | null {
  if (!failure || Object.keys(failure.fieldErrors).length > 0) return null;
  return failureWords(failure);
}

const noFieldErrors: FieldErrors = {};

/** The server's words on each field at the last attempt; none before one. */
export const fieldErrorsOf = (failure: Failure | null): FieldErrors => failure?.fieldErrors ?? noFieldErrors;
