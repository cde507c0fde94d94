import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CallRequestBodySchema, CallRequestSchema } from '../../shared/contracts/callRequest';
import { requestCall } from '../services/callRequests/requestCall';
import { ErrorBodySchema } from './schemas';

/** `POST CallRequests`: onboarding's 'Skip and schedule a call with dispatch.' for the signed-in carrier. */
const callRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/CallRequests', {
    preHandler: app.authenticate,
    schema: {
      body: CallRequestBodySchema,
      response: { 201: CallRequestSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema },
    },
  }, async (request, reply) => {
    const { userId, clientId } = request.viewer;
    return reply.code(201).send(await requestCall(app, { userId, clientId }, request.body));
  });
};

export default callRequestRoutes;
