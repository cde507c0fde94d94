import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DefaultPaymentMethodSchema } from '../../shared/contracts/invoice';
import { findDefaultPaymentMethod, requestPaymentMethodChange } from '../repositories/paymentMethods';
import { findPaymentTerms, paymentTermOf } from '../services/invoices/paymentTerms';
import { ErrorBodySchema } from './schemas';
import { notFound, validationFailed } from '../http/failures';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

const accountMissing = () => notFound('Your carrier account was not found.');

function foundOrMissing<T>(method: T | null | undefined): T {
  if (!method) throw accountMissing();
  return method;
}

/** Account spec 7: the carrier's default payment method, and a request to change it for the operator to approve. */
const paymentPreferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/CarrierApInvoice/DefaultPaymentMethod', {
    preHandler: app.authenticate,
    schema: { response: { 200: DefaultPaymentMethodSchema, ...errors } },
  }, async (request) => foundOrMissing(await findDefaultPaymentMethod(app.db, request.viewer.clientId)));

  app.post('/CarrierApInvoice/DefaultPaymentMethodChangeRequest', {
    preHandler: app.authenticate,
    schema: {
      querystring: Type.Object({ requestedSettlementOption: Type.Optional(Type.String({ maxLength: 100 })) }),
      response: { 200: DefaultPaymentMethodSchema, ...errors },
    },
  }, async (request) => {
    const { clientId, userId } = request.viewer;
    const term = paymentTermOf(await findPaymentTerms(app.db), request.query.requestedSettlementOption ?? '');
    const current = await findDefaultPaymentMethod(app.db, clientId);
    if (!current) throw accountMissing();
    const problem = !term ? 'Choose one of the payment terms.'
      : term.code === current.defaultPaymentMethod ? `${term.description} is already your payment method.` : null;
    if (problem || !term) {
      throw validationFailed([{ field: 'requestedSettlementOption', message: problem ?? '' }]);
    }
    await requestPaymentMethodChange(app.db, clientId, userId, term.code, app.clock.now());
    return foundOrMissing(await findDefaultPaymentMethod(app.db, clientId));
  });
};

export default paymentPreferenceRoutes;
