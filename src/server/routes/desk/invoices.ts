import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findDeskInvoices } from '../../repositories/deskInvoices';
import { markInvoicePaid } from '../../services/invoices/markPaid';
import { markPaymentFailed, PAYMENT_FAILURE_REASON_MAX } from '../../services/invoices/markPaymentFailed';
import { notificationDeps } from '../../services/notifications/deps';
import { ErrorBodySchema } from '../schemas';
import { Day, deskErrors, IdParams, Instant, Nullable, OptionalBody } from './deskSchemas';
import { deskSecurity } from './openApi';
import { conflict, notFound, validationFailed } from '../../http/failures';

const DeskInvoice = Type.Object({
  id: Type.Integer(),
  loadId: Type.Integer({ description: 'The load, which is the carrier\'s order number' }),
  clientId: Type.Integer(),
  clientName: Type.String(),
  amountCents: Type.Integer({ description: 'What the carrier is paid, in cents' }),
  status: Type.Union([Type.Literal('Pending'), Type.Literal('Paid')]),
  invoicedDate: Day,
  estimatedPayDate: Nullable(Day),
  paidDate: Nullable(Day),
  paymentTermCode: Type.String(),
  driverFullName: Nullable(Type.String()),
  paymentFailedAt: Nullable(Instant),
  paymentFailureReason: Nullable(Type.String({ description: 'Why the payment failed, as the carrier was told' })),
});

const InvoiceListQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('Pending'), Type.Literal('Paid')])),
  clientId: Type.Optional(Type.Integer({ minimum: 1 })),
  loadId: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 100 }),
  offset: Type.Integer({ minimum: 0, default: 0 }),
}, { additionalProperties: false });

const PaymentFailedBody = Type.Object({
  reason: Type.String({ maxLength: PAYMENT_FAILURE_REASON_MAX, description: 'Why the payment failed; the carrier is told it' }),
}, { additionalProperties: false });

const InvoiceList = Type.Object({ records: Type.Array(DeskInvoice), totalRecordCount: Type.Integer() });

const PaidBody = OptionalBody(Type.Object({
  paidDate: Type.Optional(Type.String({ maxLength: 40, description: 'YYYY-MM-DD; today in New York when left out' })),
}, { additionalProperties: false }));

/** Every carrier's invoices for the operator, marking one paid (issue 13: money from deliveries) or its payment failed. */
const deskInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/invoices', {
    schema: {
      tags: ['desk'], summary: 'Invoices of every carrier, newest first, by status, carrier or load', security: deskSecurity,
      querystring: InvoiceListQuery, response: { 200: InvoiceList, ...deskErrors },
    },
  }, async (request) => {
    const { rows, total } = await findDeskInvoices(app.db, request.query);
    return { records: rows, totalRecordCount: total };
  });

  app.post('/invoices/:id/paid', {
    schema: {
      tags: ['desk'], summary: 'Marks a pending invoice paid, today or on paidDate; the carrier is told as its settings say',
      security: deskSecurity, params: IdParams, body: PaidBody,
      response: { 200: DeskInvoice, ...deskErrors, 404: ErrorBodySchema, 409: ErrorBodySchema },
    },
  }, async (request) => {
    const result = await markInvoicePaid(notificationDeps(app), { invoiceId: request.params.id, paidDate: request.body?.paidDate });
    switch (result.outcome) {
      case 'paid': return result.invoice;
      case 'unknown': throw notFound(`There is no invoice ${request.params.id}.`);
      case 'already-paid':
        throw conflict(`Invoice ${request.params.id} was paid on ${result.invoice.paidDate ?? 'an earlier day'}.`);
      case 'invalid': throw validationFailed(result.errors);
    }
  });

  app.post('/invoices/:id/paymentFailed', {
    schema: {
      tags: ['desk'], summary: 'Records that a pending invoice\'s payment failed; the carrier is told as its paymentErrors setting says',
      security: deskSecurity, params: IdParams, body: PaymentFailedBody,
      response: { 200: DeskInvoice, ...deskErrors, 404: ErrorBodySchema, 409: ErrorBodySchema },
    },
  }, async (request) => {
    const result = await markPaymentFailed(notificationDeps(app), {
      invoiceId: request.params.id, reason: request.body.reason, recordedBy: request.operator.name,
    });
    switch (result.outcome) {
      case 'recorded': return result.invoice;
      case 'unknown': throw notFound(`There is no invoice ${request.params.id}.`);
      case 'already-paid':
        throw conflict(`Invoice ${request.params.id} was paid on ${result.invoice.paidDate ?? 'an earlier day'}.`);
      case 'already-failed':
        throw conflict(`Invoice ${request.params.id}'s payment was marked failed at ${result.invoice.paymentFailedAt ?? 'an earlier time'}.`);
      case 'invalid': throw validationFailed(result.errors);
    }
  });
};

export default deskInvoiceRoutes;
