import type { ErrorCode } from '../../shared/errorCodes';
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
 * A failure in the usual words: the server's own for a refusal, the network's when no answer came, and the
 * feature's sentence (`otherwise`) for a failure on the server or a thrown bug, whose words are not for people.
 */
export function failureWords(failure: Failure, otherwise: string): string {
  if (failure.serverMessage !== null) return failure.serverMessage;
  return failure.code === 'network' ? NETWORK_ERROR_MESSAGE : otherwise;
}
