import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ErrorCode } from '../../shared/errorCodes';
import { HttpError } from '../http/errors';
import { findCarrierDocuments, insertCarrierDocument, type CarrierDocumentKind } from '../repositories/carrierDocuments';
import { CertificateDetailsQuery, certificateDetailsOf } from '../services/carrierDocuments/certificateDetails';
import { storedFileName } from '../services/carrierDocuments/fileNames';
import {
  certificateTypeOf, EMPTY_FILE_MESSAGE, MAX_CERTIFICATE_BYTES, TOO_LARGE_MESSAGE, WRONG_TYPE_MESSAGE,
} from '../services/carrierDocuments/fileType';
import { storeCarrierUpload } from '../services/limits/uploadLimits';
import { dayInZone, readTimeZone } from '../../shared/timeZone';
import { ErrorBodySchema } from './schemas';

export const CarrierDocumentSchema = Type.Object({
  documentId: Type.Integer(),
  title: Type.String(),
  dateAdded: Type.String(),
});

const DocumentListSchema = Type.Object({ records: Type.Array(CarrierDocumentSchema), totalRecordCount: Type.Integer() });

const UploadQuerySchema = Type.Composite([CertificateDetailsQuery, Type.Object({
  fileName: Type.Optional(Type.String({ maxLength: 500 })),
  /** The uploader's zone: dateAdded is the day on their calendar. */
  timeZone: Type.Optional(Type.String({ maxLength: 64 })),
})], { additionalProperties: false });

const fileError = (status: 400 | 413, code: ErrorCode, message: string) =>
  new HttpError(status, message, { code, errors: [{ field: 'file', message }] });
const fileTooLarge = fileError(413, 'file_too_large', TOO_LARGE_MESSAGE);

/**
 * My Documents (account spec 2.11 and 7): the carrier's own certificates of insurance and broker agreements,
 * and the upload of a new certificate. The file is the raw request body (any content type: the bytes decide);
 * its details travel in the query string.
 */
const carrierDocumentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Before validation: a request without a session is told 401, whatever its body.
  app.addHook('preValidation', app.authenticate);
  // One more byte than allowed reaches the handler intact, so "too large" is told in our words, not the parser's.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_CERTIFICATE_BYTES + 1 }, (_request, body, done) => done(null, body));

  const list = (kind: CarrierDocumentKind) => async (request: { viewer: { clientId: number } }) => {
    const records = await findCarrierDocuments(app.db, request.viewer.clientId, kind);
    return { records, totalRecordCount: records.length };
  };
  const listSchema = { response: { 200: DocumentListSchema, 401: ErrorBodySchema } };
  app.get('/CarrierDocuments/InsuranceDocuments', { schema: listSchema }, list('Insurance'));
  app.get('/CarrierDocuments/BrokerAgreement', { schema: listSchema }, list('BrokerAgreement'));

  app.post('/CarrierDocuments/InsuranceDocuments', {
    bodyLimit: MAX_CERTIFICATE_BYTES + 1,
    config: { bodyTooLarge: fileTooLarge },
    schema: {
      querystring: UploadQuerySchema,
      response: { 201: CarrierDocumentSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 413: ErrorBodySchema, 429: ErrorBodySchema },
    },
  }, async (request, reply) => {
    const details = certificateDetailsOf(request.query);
    const content = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (content.length > MAX_CERTIFICATE_BYTES) throw fileTooLarge;
    if (content.length === 0) throw fileError(400, 'file_empty', EMPTY_FILE_MESSAGE);
    const type = certificateTypeOf(content);
    if (!type) throw fileError(400, 'file_wrong_type', WRONG_TYPE_MESSAGE);

    const { clientId } = request.viewer;
    const document = await storeCarrierUpload(app.appContext, { clientId, kind: 'Insurance', bytes: content.length }, (trx) => insertCarrierDocument(trx, {
      clientId,
      kind: 'Insurance',
      title: details.title,
      dateAdded: dayInZone(app.clock.now(), readTimeZone(request.query.timeZone)),
      fileName: storedFileName(request.query.fileName, type),
      contentType: type.contentType,
      content,
      damageExpiresOn: details.damageExpirationDate,
      liabilityExpiresOn: details.liabilityExpirationDate,
    }));
    return reply.code(201).send(document);
  });
};

export default carrierDocumentsRoutes;
