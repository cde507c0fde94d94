import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { approvePaymentMethodChange, findPendingChanges } from '../../repositories/paymentMethods';
import { ErrorBodySchema } from '../schemas';
import { deskErrors, IdParams, Instant } from './deskSchemas';
import { deskSecurity } from './openApi';
import { notFound } from '../../http/failures';

const PendingChange = Type.Object({
  id: Type.Integer(),
  clientId: Type.Integer(),
  clientName: Type.String(),
  currentCode: Type.String({ description: 'The carrier\'s payment term now' }),
  requestedCode: Type.String({ description: 'The payment term the carrier asked for' }),
  requestedAt: Instant,
});

const Approved = Type.Object({ clientId: Type.Integer(), requestedCode: Type.String() });

/** Carriers' requests to change their default payment term, as `npm run desk -- payment-preference` has them. */
const deskPaymentPreferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/payment-preferences', {
    schema: {
      tags: ['desk'], summary: 'Pending payment term change requests, oldest first', security: deskSecurity,
      response: { 200: Type.Array(PendingChange), 401: ErrorBodySchema },
    },
  }, async () => findPendingChanges(app.db));

  app.post('/payment-preferences/:id/approve', {
    schema: {
      tags: ['desk'], summary: 'Approves a pending request: the carrier\'s invoices from now on are made under the requested term',
      security: deskSecurity, params: IdParams, response: { 200: Approved, ...deskErrors, 404: ErrorBodySchema },
    },
  }, async (request) => {
    const approved = await approvePaymentMethodChange(app.db, request.params.id, app.clock.now());
    if (!approved) {
      throw notFound(`There is no pending request ${request.params.id}: it was approved already, replaced by a newer one, or never made.`);
    }
    return approved;
  });
};

export default deskPaymentPreferenceRoutes;
