import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeskApiKeyScopeSchema } from '../../../shared/contracts/deskApiKey';
import { createDeskApiKey, deskApiKeys, revokeDeskApiKeyById } from '../../auth/deskApiKeys';
import { ErrorBodySchema, NoContent } from '../schemas';
import { deskSecurity } from './openApi';
import { forbidden, notFound } from '../../http/failures';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

const ApiKeyListing = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  prefix: Type.String({ description: 'The first characters of the key, to tell keys apart' }),
  scope: DeskApiKeyScopeSchema,
  createdByOperatorId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Nullable(Type.String({ format: 'date-time' })),
  revokedAt: Nullable(Type.String({ format: 'date-time' })),
});

const CreatedApiKey = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  prefix: Type.String(),
  scope: DeskApiKeyScopeSchema,
  key: Type.String({ description: 'The key itself, shown this once: send it as Authorization: Bearer <key>' }),
  createdAt: Type.String({ format: 'date-time' }),
});

const NewApiKeyBody = Type.Union([
  Type.Object({
    name: Type.Optional(Type.String({ maxLength: 200, description: 'Unique among live keys: the poster of the key\'s loads' })),
    scope: Type.Optional({ ...DeskApiKeyScopeSchema, description: 'broker (the default): its own loads only; operator: the whole desk' }),
  }, { additionalProperties: false }),
  Type.Null(),
]);

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** Desk API keys, for a signed-in operator; `npm run desk -- api-key` does the same on the command line. */
const deskApiKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api-keys', {
    schema: {
      tags: ['desk'], summary: 'Makes a desk API key; the key is in this answer only', security: deskSecurity,
      body: NewApiKeyBody, response: { 201: CreatedApiKey, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
    },
  }, async (request, reply) => {
    // A broker's system keeps to its own work; keys are made and ended by people.
    if (request.operator.operatorId === null) throw forbidden('Only a signed-in operator can make API keys.');
    const { name, scope } = request.body ?? {};
    const created = await createDeskApiKey(app.db, { name, scope, operatorId: request.operator.operatorId, now: app.clock.now() });
    return reply.code(201).send(created);
  });

  app.get('/api-keys', {
    schema: {
      tags: ['desk'], summary: 'Every desk API key, revoked ones too, without the keys', security: deskSecurity,
      response: { 200: Type.Array(ApiKeyListing), 401: ErrorBodySchema, 403: ErrorBodySchema },
    },
  }, async (request) => {
    if (request.operator.operatorId === null) throw forbidden('Only a signed-in operator can list API keys.');
    return deskApiKeys(app.db);
  });

  app.delete('/api-keys/:id', {
    schema: {
      tags: ['desk'], summary: 'Revokes a desk API key at once', security: deskSecurity,
      params: IdParams, response: { 204: NoContent, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
    },
  }, async (request, reply) => {
    if (request.operator.operatorId === null) throw forbidden('Only a signed-in operator can revoke API keys.');
    const outcome = await revokeDeskApiKeyById(app.db, request.params.id, app.clock.now());
    if (outcome === 'unknown') throw notFound('There is no such API key.');
    return reply.code(204).send();
  });
};

export default deskApiKeyRoutes;
