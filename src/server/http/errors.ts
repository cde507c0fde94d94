import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codeOfStatus, INTERNAL_ERROR_MESSAGE, type ErrorCode } from '../../shared/errorCodes';
import type { ErrorBody, FieldError } from '../../shared/wire';
import { fieldErrors } from './validation';

export interface FailureDetails {
  /** Defaults to the code of its status (codeOfStatus). */
  code?: ErrorCode;
  errors?: FieldError[];
  retryAfterSeconds?: number;
  headers?: Record<string, string>;
}

/**
 * The one failure routes and services throw for an answer the client caused: its message is shown as is,
 * and the error handler answers `{message, code, errors?}` with its status and headers.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly errors?: FieldError[];
  readonly retryAfterSeconds?: number;
  readonly headers: Record<string, string>;

  constructor(readonly statusCode: number, message: string, details: FailureDetails = {}) {
    super(message);
    this.name = 'HttpError';
    this.code = details.code ?? codeOfStatus(statusCode);
    this.errors = details.errors;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.headers = details.headers ?? {};
  }

  get body(): ErrorBody {
    return this.errors ? { message: this.message, code: this.code, errors: this.errors } : { message: this.message, code: this.code };
  }
}

export const internalError: ErrorBody = { message: INTERNAL_ERROR_MESSAGE, code: 'internal' };

/** Fastify's own client errors, reworded for people; the rest keep fastify's message. */
const frameworkFailures: Record<string, { message: string; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'The request body is not valid JSON.', code: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'The request body is empty.', code: 'empty_body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'The request body is too large.', code: 'body_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    message: 'Send the request body as application/json or application/x-www-form-urlencoded.', code: 'unsupported_media_type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { message: 'The request body does not match its Content-Length.', code: 'bad_content_length' },
  FST_ERR_BAD_URL: { message: 'The request URL is malformed.', code: 'bad_url' },
  FST_ERR_ASYNC_CONSTRAINT: { message: 'The request could not be routed.', code: 'bad_request' },
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What this route answers when its body is over the size limit, instead of the generic 413. */
    bodyTooLarge?: HttpError;
  }
}

/** Any error thrown while answering, as the failure the client is told of; null for a server fault. */
export function failureOf(error: FastifyError | HttpError, request?: FastifyRequest): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error.validation) {
    return new HttpError(400, 'Validation failed', { code: 'validation_failed', errors: fieldErrors(error.validation, error.validationContext) });
  }
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  const ownTooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? request?.routeOptions?.config?.bodyTooLarge : undefined;
  if (ownTooLarge) return ownTooLarge;
  const known = frameworkFailures[error.code];
  return new HttpError(status, known?.message ?? (error.message || 'The request was not understood.'), { code: known?.code });
}

export function sendError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const failure = failureOf(error, request);
  if (!failure) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(internalError);
  }
  reply.code(failure.statusCode).headers(failure.headers);
  if (failure.retryAfterSeconds !== undefined) reply.header('retry-after', String(failure.retryAfterSeconds));
  return reply.send(failure.body);
}

/** Errors raised before routing (a malformed URL) skip every hook, so the API headers are set here. */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return sendError(error, request, reply);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}
