import type { FieldError } from '../../shared/wire';
import { HttpError } from './errors';

/** The answers routes and services throw most: each builds the one error type with its status and code. */

export const validationFailed = (errors: FieldError[]) => new HttpError(400, 'Validation failed', { code: 'validation_failed', errors });

/**
 * Fields refused by a rule of the product: the message is their sentences joined, so a form shows it as its
 * root error; the errors sit next to the inputs.
 */
export const fieldsRefused = (errors: FieldError[]) =>
  new HttpError(400, errors.map((error) => error.message).join(' '), { code: 'validation_failed', errors });

export const badRequest = (message: string) => new HttpError(400, message);

export const forbidden = (message: string) => new HttpError(403, message);

export const notFound = (message: string) => new HttpError(404, message);

export const conflict = (message: string) => new HttpError(409, message);

/** 503 with Retry-After: a service the answer needs (Redis) is down; asking again later may succeed. */
export const unavailable = (message: string, retryAfterSeconds: number) =>
  new HttpError(503, message, { code: 'unavailable', retryAfterSeconds });

export const deniedMessage = 'Authorization has been denied for this request.';

/** The same answer for every kind of refused credential: it tells no one why. */
export const denied = (challenge = true) =>
  new HttpError(401, deniedMessage, challenge ? { headers: { 'www-authenticate': 'Bearer' } } : {});

/**
 * 'Try again in N minutes': one spelling of the wait for every throttle. Most say '1 minute' for one; the
 * invitation and registration screens have always said 'minutes' whatever the number.
 */
export function tryAgainMessage(prefix: string, secondsLeft: number, plural: 'by-count' | 'always' = 'by-count'): string {
  const minutes = Math.ceil(secondsLeft / 60);
  const unit = plural === 'always' || minutes !== 1 ? 'minutes' : 'minute';
  return `${prefix} Try again in ${minutes} ${unit}.`;
}

/** A 429 with Retry-After, worded by its call site's prefix ('Too many failed sign-in attempts.'). */
export function throttled(prefix: string, secondsLeft: number, options: { plural?: 'by-count' | 'always'; code?: 'too_many_requests' | 'too_many_attempts' | 'sending_limit' | 'upload_limit' } = {}) {
  return new HttpError(429, tryAgainMessage(prefix, secondsLeft, options.plural), {
    code: options.code ?? 'too_many_requests', retryAfterSeconds: secondsLeft,
  });
}
