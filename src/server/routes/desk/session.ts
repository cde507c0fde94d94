import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deskIdentity, endSession } from '../../auth/identity';
import { signInOperator } from '../../auth/operatorSignIn';
import { ErrorBodySchema, NoContent } from '../schemas';
import { deskSecurity } from './openApi';
import { badRequest } from '../../http/failures';

const SignInBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320 }),
  password: Type.String({ minLength: 1, maxLength: 1000 }),
}, { additionalProperties: false });

const DeskToken = Type.Object({
  token_type: Type.Literal('bearer'),
  access_token: Type.String(),
  expires_at: Type.String({ format: 'date-time' }),
});

/** Desk sign-in: e-mail and password → a bearer token for `/api/desk`. Reachable without one. */
export const deskSignInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/token', {
    schema: {
      tags: ['desk'],
      summary: 'Operator sign-in: an operator session token for the desk API',
      body: SignInBody,
      response: { 200: DeskToken, 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema },
    },
  }, async (request) => {
    const session = await signInOperator(app.db, { ...request.body, address: request.ip, now: app.clock.now() });
    return { token_type: 'bearer' as const, access_token: session.accessToken, expires_at: session.expiresAt };
  });
};

const Whoami = Type.Object({
  name: Type.String(),
  operatorId: Type.Union([Type.Integer(), Type.Null()]),
  apiKeyId: Type.Union([Type.Integer(), Type.Null()]),
});

/** Who the desk takes the caller for, and sign-out of an operator session. */
export const deskSessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/whoami', {
    schema: {
      tags: ['desk'], summary: 'The operator or API key calling', security: deskSecurity,
      response: { 200: Whoami, 401: ErrorBodySchema },
    },
  }, async (request) => {
    const { name, operatorId, apiKeyId } = request.operator;
    return { name, operatorId, apiKeyId };
  });

  app.delete('/token', {
    schema: {
      tags: ['desk'], summary: 'Operator sign-out: ends this session', security: deskSecurity,
      response: { 204: NoContent, 400: ErrorBodySchema, 401: ErrorBodySchema },
    },
  }, async (request, reply) => {
    if (request.operator.sessionId === null) {
      throw badRequest('An API key has no session to end; revoke it instead.');
    }
    await endSession(app.db, deskIdentity, request.operator.sessionId, app.clock.now());
    return reply.code(204).send();
  });
};
