/**
 * Every machine code an API failure answers with (`{message, code, errors?}`). The message is for people and
 * may change; the code is the stable part a client branches on.
 */
export const errorCodes = [
  // Any status
  'validation_failed',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'too_many_requests',
  'internal',
  // 503: a service the answer needs is down for a while; Retry-After says when to ask again
  'unavailable',
  // Requests the server could not read
  'invalid_json',
  'empty_body',
  'body_too_large',
  'unsupported_media_type',
  'bad_content_length',
  'bad_url',
  // Sign-in and passwords
  'credentials_incorrect',
  'reset_link_invalid',
  'reset_link_expired',
  // Uploaded files
  'file_too_large',
  'file_empty',
  'file_wrong_type',
  // What a carrier can make the server send or store (issue 21): 429 with Retry-After, or 413 for the storage quota
  'sending_limit',
  'upload_limit',
  'storage_quota',
  // A shared load's public page once the load has left the board (issue 22)
  'no_longer_available',
  // The driver link: a Picked Up mark older than its undo window stays
  'undo_expired',
  // The driver's inspection (issue 24): Picked Up or Delivered before its inspection; an idempotency key sent again
  // with another body
  'inspection_required',
  'idempotency_key_reused',
  // POST /api/token answers in the OAuth shape, its code as `error`
  'invalid_request',
  'unsupported_grant_type',
  'invalid_grant',
  'too_many_attempts',
  'password_expired',
  // Client side only: no answer came
  'network',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** What every 5xx says (`internal`): the server never tells more, so a client can say it without having kept it. */
export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

const statusCodes: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request', 401: 'unauthorized', 403: 'forbidden', 404: 'not_found', 409: 'conflict', 413: 'too_large', 429: 'too_many_requests', 503: 'unavailable',
};

/** The code of a failure that names none of its own: the server's default, and the client's for a body without one. */
export function codeOfStatus(status: number): ErrorCode {
  if (status === 0) return 'network';
  return statusCodes[status] ?? (status >= 500 ? 'internal' : 'bad_request');
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}
