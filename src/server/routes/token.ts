import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { signIn } from '../auth/signIn';
import { clientErrorBody, sendError } from '../http/errors';
import { revokeSession } from '../repositories/sessions';
import { ErrorBodySchema, NoContent } from './schemas';

const TokenRequest = Type.Object({
  grantType: Type.Optional(Type.String({ maxLength: 100 })),
  username: Type.Optional(Type.String({ maxLength: 320 })),
  password: Type.Optional(Type.String({ maxLength: 1000 })),
});

const TokenResponse = Type.Object({ token_type: Type.Literal('bearer'), access_token: Type.String() });

const TokenError = Type.Object({ error: Type.String(), error_description: Type.String() });

const invalidRequest = {
  error: 'invalid_request',
  error_description: 'Send grant_type=password with a username and a password.',
} as const;

const unsupportedGrant = {
  error: 'unsupported_grant_type',
  error_description: 'Only grant_type=password is supported.',
} as const;

/** OAuth-style sign-in (POST /api/token) and server-side sign-out (DELETE /api/token). */
const tokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/token', {
    schema: { body: TokenRequest, response: { 200: TokenResponse, 400: TokenError } },
    // OAuth clients expect invalid_request, not the API's usual validation answer.
    attachValidation: true,
    errorHandler: oauthErrors,
  }, async (request, reply) => {
    const body = request.validationError ? undefined : request.body;
    if (body?.grantType && body.grantType !== 'password') return reply.code(400).send(unsupportedGrant);
    if (body?.grantType !== 'password' || !body.username || !body.password) return reply.code(400).send(invalidRequest);

    const result = await signIn(app.db, { username: body.username, password: body.password, address: request.ip, now: app.clock.now() });
    if (result.ok) return result.token;
    if (result.retryAfterSeconds) reply.header('retry-after', String(result.retryAfterSeconds));
    return reply.code(400).send(result.error);
  });

  app.delete('/token', { preHandler: app.authenticate, schema: { response: { 204: NoContent, 401: ErrorBodySchema } } }, async (request, reply) => {
    await revokeSession(app.db, request.viewer.sessionId, app.clock.now().toISOString());
    app.liveEvents.sessionEnded(request.viewer.sessionId);
    return reply.code(204).send();
  });
};

/** Unreadable bodies (bad JSON, wrong content type, too large) still answer in the OAuth shape here. */
function oauthErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return sendError(error, request, reply);
  return reply.code(status).send({ error: 'invalid_request', error_description: clientErrorBody(error).message });
}

export default tokenRoutes;
