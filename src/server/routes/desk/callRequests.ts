import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callRequestsSince, findCallRequests, toDeskCallRequest } from '../../repositories/callRequests';
import { ErrorBodySchema } from '../schemas';
import { Instant, Nullable } from './deskSchemas';
import { deskSecurity } from './openApi';

const DeskCallRequest = Type.Object({
  id: Type.Integer(),
  clientId: Type.Integer(),
  clientName: Type.String(),
  userId: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  callAt: Instant,
  timeZone: Type.String({ description: 'The carrier\'s IANA zone' }),
  carrierTime: Type.String({ description: 'The time as the carrier chose it, with its zone\'s name' }),
  dispatchTime: Type.String({ description: 'The same time at the dispatch office' }),
  requestedAt: Instant,
});

/** Carriers' requests for a call with dispatch (onboarding), as `npm run desk -- call-request list` has them. */
const deskCallRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/call-requests', {
    schema: {
      tags: ['desk'], summary: 'Calls carriers asked dispatch for, from a day ago on, soonest first', security: deskSecurity,
      response: { 200: Type.Array(DeskCallRequest), 401: ErrorBodySchema, 403: ErrorBodySchema },
    },
  }, async () => (await findCallRequests(app.db, callRequestsSince(app.clock.now()))).map(toDeskCallRequest));
};

export default deskCallRequestRoutes;
