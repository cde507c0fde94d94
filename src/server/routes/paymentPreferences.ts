import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DefaultPaymentMethodSchema } from '../../shared/contracts/invoice';
import { findDefaultPaymentMethod, requestPaymentMethodChange } from '../repositories/paymentMethods';
import { findPaymentTerms, paymentTermOf } from '../services/invoices/paymentTerms';
import { ErrorBodySchema } from './schemas';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** Account spec 7: the carrier's default payment method, and a request to change it for the operator to approve. */
const paymentPreferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/CarrierApInvoice/DefaultPaymentMethod', {
    preHandler: app.authenticate,
    schema: { response: { 200: DefaultPaymentMethodSchema, ...errors } },
  }, async (request, reply) => (await findDefaultPaymentMethod(app.db, request.viewer.clientId))
    ?? reply.code(404).send({ message: 'Your carrier account was not found.' }));

  app.post('/CarrierApInvoice/DefaultPaymentMethodChangeRequest', {
    preHandler: app.authenticate,
    schema: {
      querystring: Type.Object({ requestedSettlementOption: Type.Optional(Type.String({ maxLength: 100 })) }),
      response: { 200: DefaultPaymentMethodSchema, ...errors },
    },
  }, async (request, reply) => {
    const { clientId, userId } = request.viewer;
    const term = paymentTermOf(await findPaymentTerms(app.db), request.query.requestedSettlementOption ?? '');
    const current = await findDefaultPaymentMethod(app.db, clientId);
    if (!current) return reply.code(404).send({ message: 'Your carrier account was not found.' });
    const problem = !term ? 'Choose one of the payment terms.'
      : term.code === current.defaultPaymentMethod ? `${term.description} is already your payment method.` : null;
    if (problem || !term) {
      return reply.code(400).send({ message: 'Validation failed', errors: [{ field: 'requestedSettlementOption', message: problem ?? '' }] });
    }
    await requestPaymentMethodChange(app.db, clientId, userId, term.code, app.clock.now());
    return (await findDefaultPaymentMethod(app.db, clientId)) ?? reply.code(404).send({ message: 'Your carrier account was not found.' });
  });
};

export default paymentPreferenceRoutes;
