import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError } from '../../../shared/wire';
import { sendError } from '../../http/errors';

/** What carriers read when a load cannot be opened or changed (loads spec section 8, and our own words). */

/**
 * A claim or change refused field by field. Its `message` is shown by the form as its root error, so it reads
 * as a sentence on its own; `errors` sit next to the inputs.
 */
export class FieldValidationError extends Error {
  readonly statusCode = 400;

  constructor(readonly errors: FieldError[]) {
    super(errors.map((error) => error.message).join(' '));
    this.name = 'FieldValidationError';
  }
}

export function refuseFields(errors: FieldError[]): void {
  if (errors.length > 0) throw new FieldValidationError(errors);
}

/** The app's error handler, plus the field errors it would drop (it answers `{message}` only). */
export function sendClaimError(error: FastifyError | FieldValidationError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof FieldValidationError) return reply.code(400).send({ message: error.message, errors: error.errors });
  return sendError(error as FastifyError, request, reply);
}
