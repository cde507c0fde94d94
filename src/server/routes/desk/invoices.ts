import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findDeskInvoices } from '../../repositories/deskInvoices';
import { markInvoicePaid } from '../../services/invoices/markPaid';
import { notificationDeps } from '../../services/notifications/deps';
import { ErrorBodySchema } from '../schemas';
import { Day, deskErrors, IdParams, Nullable, OptionalBody } from './deskSchemas';
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
});

const InvoiceListQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('Pending'), Type.Literal('Paid')])),
  clientId: Type.Optional(Type.Integer({ minimum: 1 })),
  loadId: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 100 }),
  offset: Type.Integer({ minimum: 0, default: 0 }),
}, { additionalProperties: false });

const InvoiceList = Type.Object({ records: Type.Array(DeskInvoice), totalRecordCount: Type.Integer() });

const PaidBody = OptionalBody(Type.Object({
  paidDate: Type.Optional(Type.String({ maxLength: 40, description: 'YYYY-MM-DD; today in New York when left out' })),
}, { additionalProperties: false }));

/** Every carrier's invoices for the operator, and marking one paid (issue 13: money from deliveries). */
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
};

export default deskInvoiceRoutes;
