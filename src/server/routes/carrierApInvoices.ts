import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE, EXPORT_PAGE_SIZE, FIRST_PAGE_NUMBER } from '../../shared/constants';
import { invoiceListFileName, invoiceListName } from '../../shared/invoices';
import { InvoiceRecordSchema } from '../../shared/contracts/invoice';
import { InvoiceCriteriaSchema } from '../../shared/contracts/listCriteria';
import { idOf } from '../../shared/valueReaders';
import { findInvoiceByOrderNumber, findInvoicePage } from '../repositories/invoices';
import { findCarrier } from '../repositories/loadDocuments';
import { emailRequestKeys } from '../services/exports/emailRequest';
import { invoiceCsv } from '../services/exports/invoiceCsv';
import { exportSubject } from '../services/exports/sendAttachment';
import { readInvoiceFilter } from '../services/invoices/criteria';
import { findPaymentTerms } from '../services/invoices/paymentTerms';
import { readExportRequest, replyWithCsv } from './exportReplies';
import { InvoicePageSchema } from './invoiceSchemas';
import { ErrorBodySchema, lenientBodyOf, OkSchema } from './schemas';
import { notFound, validationFailed } from '../http/failures';

const ListQuerySchema = Type.Object({
  pageNumber: Type.Integer({ minimum: FIRST_PAGE_NUMBER, maximum: 1_000_000, default: FIRST_PAGE_NUMBER }),
  pageSize: Type.Integer({ minimum: 1, maximum: EXPORT_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
  resultType: Type.Optional(Type.String({ maxLength: 20 })),
  timeZone: Type.Optional(Type.String({ maxLength: 64 })),
});

const CsvText = Type.String({ description: 'CSV file (resultType=CSV)' });
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** Account spec 7: `POST CarrierApInvoice/list` (a page, a CSV file or an e-mail) and `GET CarrierApInvoice/details/{id}`. */
const carrierApInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/CarrierApInvoice/list', {
    preHandler: app.authenticate,
    schema: {
      body: lenientBodyOf([...Object.keys(InvoiceCriteriaSchema.properties), 'paidStatus', 'timeZone', ...emailRequestKeys], ['body']),
      querystring: ListQuerySchema,
      response: { 200: Type.Union([InvoicePageSchema, OkSchema, CsvText]), ...errors },
    },
  }, async (request, reply) => {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const criteria = readInvoiceFilter(raw);
    const exportRequest = readExportRequest(request.query.resultType, raw);
    const problems = [...('errors' in exportRequest ? exportRequest.errors : []), ...('errors' in criteria ? criteria.errors : [])];
    if (problems.length > 0 || !('filter' in criteria) || !('request' in exportRequest)) {
      throw validationFailed(problems);
    }
    const { filter } = criteria;
    const { resultType, email } = exportRequest.request;
    const { clientId } = request.viewer;
    const terms = await findPaymentTerms(app.db);
    if (resultType === 'page') {
      const { pageNumber, pageSize } = request.query;
      return findInvoicePage(app.db, clientId, filter, { pageNumber, pageSize }, terms);
    }

    // Exports are the whole filtered list (up to the spec's 10,000), whatever page the screen is on.
    const { records } = await findInvoicePage(app.db, clientId, filter, { pageNumber: FIRST_PAGE_NUMBER, pageSize: EXPORT_PAGE_SIZE }, terms);
    const fileName = invoiceListFileName(filter.status);
    const title = invoiceListName(filter.status);
    const carrierName = email ? (await findCarrier(app.db, clientId))?.name ?? '' : '';
    return replyWithCsv(app, reply, request.viewer, email, {
      csv: invoiceCsv(filter.status, records),
      fileName,
      defaultSubject: exportSubject(title, carrierName),
      defaultText: `${title} of ${carrierName}: ${records.length} ${records.length === 1 ? 'invoice' : 'invoices'}, attached as ${fileName}.`,
    });
  });

  app.get('/CarrierApInvoice/details/:id', {
    preHandler: app.authenticate,
    schema: { params: Type.Object({ id: Type.String({ maxLength: 20 }) }), response: { 200: InvoiceRecordSchema, ...errors } },
  }, async (request) => {
    const orderNumber = idOf(request.params.id);
    if (orderNumber === null) {
      throw validationFailed([{ field: 'id', message: 'Must be a load number.' }]);
    }
    const invoice = await findInvoiceByOrderNumber(app.db, request.viewer.clientId, orderNumber, await findPaymentTerms(app.db));
    // Another carrier's invoice answers as none: whether it exists is not this carrier's business.
    if (!invoice) throw notFound(`There is no invoice for load ${orderNumber}.`);
    return invoice;
  });
};

export default carrierApInvoiceRoutes;
