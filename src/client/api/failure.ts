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
 * A failure in the usual words (spec 8): the server's own for a refusal, the network's when no answer came, and
 * otherwise (a failure on the server, a thrown bug: words not for people) the feature's sentence, or what every 5xx
 * says when the feature has none.
 */
export function failureWords(failure: Failure, otherwise: string = INTERNAL_ERROR_MESSAGE): string {
  if (failure.serverMessage !== null) return failure.serverMessage;
  return failure.code === 'network' ? NETWORK_ERROR_MESSAGE : otherwise;
}

/** A form's message beside its fields: none when the server said it all on the fields themselves. */
export function formFailureWords(failure: Failure | null): string | null {
  if (!failure || Object.keys(failure.fieldErrors).length > 0) return null;
  return failureWords(failure);
}

const noFieldErrors: FieldErrors = {};

/** The server's words on each field at the last attempt; none before one. */
export const fieldErrorsOf = (failure: Failure | null): FieldErrors => failure?.fieldErrors ?? noFieldErrors;
