import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { carrierIdentity, endSession } from '../auth/identity';
import { signIn } from '../auth/signIn';
import type { TokenError } from '../../shared/wire';
import { failureOf, HttpError, sendError } from '../http/errors';
import { ErrorBodySchema, NoContent } from './schemas';

const TokenRequest = Type.Object({
  grantType: Type.Optional(Type.String({ maxLength: 100 })),
  username: Type.Optional(Type.String({ maxLength: 320 })),
  password: Type.Optional(Type.String({ maxLength: 1000 })),
});

const TokenResponse = Type.Object({ token_type: Type.Literal('bearer'), access_token: Type.String() });

const TokenError = Type.Object({ error: Type.String(), error_description: Type.String() });

const invalidRequest = () => new HttpError(400, 'Send grant_type=password with a username and a password.', { code: 'invalid_request' });

const unsupportedGrant = () => new HttpError(400, 'Only grant_type=password is supported.', { code: 'unsupported_grant_type' });

/** OAuth-style sign-in (POST /api/token) and server-side sign-out (DELETE /api/token). */
const tokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/token', {
    schema: { body: TokenRequest, response: { 200: TokenResponse, 400: TokenError } },
    // OAuth clients expect invalid_request, not the API's usual validation answer.
    attachValidation: true,
    errorHandler: oauthErrors,
  }, async (request) => {
    const body = request.validationError ? undefined : request.body;
    if (body?.grantType && body.grantType !== 'password') throw unsupportedGrant();
    if (body?.grantType !== 'password' || !body.username || !body.password) throw invalidRequest();
    return signIn(app.db, { email: body.username, password: body.password, address: request.ip, now: app.clock.now() });
  });

  app.delete('/token', { preHandler: app.authenticate, schema: { response: { 204: NoContent, 401: ErrorBodySchema } } }, async (request, reply) => {
    await endSession(app.db, carrierIdentity, request.viewer.sessionId, app.clock.now());
    app.liveEvents.sessionEnded(request.viewer.sessionId);
    return reply.code(204).send();
  });
};

const oauthCodes = new Set<string>(['invalid_request', 'unsupported_grant_type', 'invalid_grant', 'too_many_attempts', 'password_expired']);

/**
 * The one place the OAuth shape is built: sign-in's refusals carry their OAuth code, and unreadable bodies (bad
 * JSON, wrong content type, too large) are an invalid_request.
 */
function oauthErrors(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const failure = failureOf(error, request);
  if (!failure) return sendError(error, request, reply);
  if (failure.retryAfterSeconds !== undefined) reply.header('retry-after', String(failure.retryAfterSeconds));
  const body: TokenError = {
    error: oauthCodes.has(failure.code) ? (failure.code as TokenError['error']) : 'invalid_request',
    error_description: describe(failure),
  };
  return reply.code(failure.statusCode).send(body);
}

/** The OAuth shape has no field errors, so a refused field is named in the description. */
function describe(failure: HttpError): string {
  if (!failure.errors?.length) return failure.message;
  return failure.errors.map(({ field, message }) => `${field}: ${message}`).join(' ');
}

export default tokenRoutes;
