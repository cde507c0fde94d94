import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../shared/wire';
import { fieldErrors } from './validation';

/** Thrown by handlers and services for an answer the client caused: its message is shown as is. */
export class HttpError extends Error {
  constructor(readonly statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
  }
}

export const internalError: ErrorBody = { message: 'Internal server error' };

/** Fastify's own client errors, reworded for people; the rest keep fastify's message. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json or application/x-www-form-urlencoded.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_BAD_URL: 'The request URL is malformed.',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed.',
};

export function clientErrorBody(error: FastifyError): ErrorBody {
  return { message: frameworkMessages[error.code] ?? (error.message || 'The request was not understood.') };
}

export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    return reply.code(400).send({ message: 'Validation failed', errors: fieldErrors(error.validation, error.validationContext) } satisfies ErrorBody);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.code(status).send(clientErrorBody(error));
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(internalError);
}

/** Errors raised before routing (a malformed URL) skip every hook, so the API headers are set here. */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return sendError(error, request, reply);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}
