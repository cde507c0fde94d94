import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../http/errors';
import { findLoadRow } from '../repositories/loadAssignments';
import { findLoadDocumentFacts } from '../repositories/loadDocuments';
import { reachOf } from '../services/claims/access';
import { emailRequestKeys, readEmailRequest, unknownRecipient } from '../services/exports/emailRequest';
import { attachmentDisposition, documentsFileName } from '../services/exports/fileNames';
import { resultTypeOf } from '../services/exports/resultType';
import { exportSubject, sendAttachment } from '../services/exports/sendAttachment';
import { loadDocumentsPdf } from '../services/documents/loadDocumentsPdf';
import { idOf } from '../../shared/valueReaders';
import { readTimeZone } from '../../shared/timeZone';
import { ErrorBodySchema, lenientBodyOf, OkSchema } from './schemas';
import { fieldsRefused, validationFailed } from '../http/failures';

const DocumentsBodySchema = lenientBodyOf(['orderId', 'timeZone', ...emailRequestKeys], ['body']);

const DocumentsQuerySchema = Type.Object({
  resultType: Type.Optional(Type.String({ maxLength: 20 })),
  orderId: Type.Optional(Type.Unknown()),
  timeZone: Type.Optional(Type.String({ maxLength: 64 })),
});

/** Buffers go out as they are (fastify serializes only objects), typed application/pdf by the handler. */
const PdfFile = Type.Unsafe<Buffer>(Type.String({ description: 'PDF file' }));

/** Documents exist once a carrier holds the load: claimed, in progress or completed. */
const documentedStatuses = new Set(['PendingPickup', 'InRoute', 'Delivered']);

/** Loads spec 7: a load's dispatch sheet and bills of lading as 'Load {id}.pdf', downloaded or e-mailed. */
const carrierLoadDocumentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/CarrierLoadDocuments/All', {
    preHandler: app.authenticate,
    schema: {
      body: DocumentsBodySchema,
      querystring: DocumentsQuerySchema,
      response: { 200: Type.Union([OkSchema, PdfFile]), 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
    },
  }, async (request, reply) => {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const resultType = resultTypeOf(request.query.resultType);
    const loadId = idOf(raw.orderId ?? request.query.orderId);
    const email = resultType === 'email' ? readEmailRequest(raw) : null;
    const errors = [
      ...(resultType === null || resultType === 'csv' ? [{ field: 'resultType', message: 'Must be Email, or absent for the PDF.' }] : []),
      ...(loadId === null ? [{ field: 'orderId', message: 'Must be a load number.' }] : []),
      ...(email && 'errors' in email ? email.errors : []),
    ];
    if (errors.length > 0) throw validationFailed(errors);

    // A load hidden from carriers is as missing here as everywhere else.
    const row = await findLoadRow(app.db, loadId!);
    const reach = reachOf(row, request.viewer.clientId);
    if (reach === 'missing') throw new HttpError(404, `Load ${loadId} not found`);
    if (reach !== 'own' || !documentedStatuses.has(row!.orderStatus)) {
      throw new HttpError(403, `Documents of load ${loadId} are only for the carrier that claimed it.`);
    }
    const facts = await findLoadDocumentFacts(app.appContext, request.viewer, row!);
    if (!facts) throw new HttpError(404, `Load ${loadId} not found`);
    const pdf = await loadDocumentsPdf(facts, { timeZone: readTimeZone(request.query.timeZone ?? raw.timeZone), printedAt: app.clock.now() });
    const fileName = documentsFileName(facts.load.id);
    if (!email || 'errors' in email) {
      return reply.header('content-type', 'application/pdf').header('content-disposition', attachmentDisposition(fileName)).send(pdf);
    }

    const sent = await sendAttachment(app, request.viewer, email.request, {
      defaultSubject: exportSubject('Load Documents', facts.carrier.name, facts.load.id),
      defaultText: `The dispatch sheet and bills of lading of load ${facts.load.id} are attached as ${fileName}.`,
      attachment: { filename: fileName, content: pdf, contentType: 'application/pdf' },
    });
    if (!sent) throw fieldsRefused([unknownRecipient]);
    return { ok: true };
  });
};

export default carrierLoadDocumentsRoutes;
