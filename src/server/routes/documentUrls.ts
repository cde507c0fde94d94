import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../http/errors';
import { publicOrigin } from '../http/publicOrigin';
import { findDocumentFile, findOwnedDocumentIds } from '../repositories/carrierDocuments';
import { signingSecret } from '../repositories/signingKeys';
import { downloadDisposition } from '../services/carrierDocuments/fileNames';
import { documentLinkPath, refusalOf, signDocumentLink } from '../services/carrierDocuments/signedUrl';
import { ErrorBodySchema } from './schemas';
import { validationFailed } from '../http/failures';

const MAX_DOCUMENTS_PER_CALL = 50;

const UrlsQuerySchema = Type.Object({
  // `documentIds=1,2` and `documentIds=1&documentIds=2` both work; a lone value is coerced to a list.
  documentIds: Type.Optional(Type.Array(Type.String({ maxLength: 400 }), { maxItems: MAX_DOCUMENTS_PER_CALL })),
});

const DocumentUrlSchema = Type.Object({ documentId: Type.Integer(), managedDocumentUrl: Type.String() });

const FileQuerySchema = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 20 })),
  signature: Type.Optional(Type.String({ maxLength: 100 })),
});

const FileBody = Type.Unsafe<Buffer>(Type.String({ description: 'The document file' }));

function documentIdsOf(values: readonly string[] | undefined): number[] | null {
  const parts = (values ?? []).flatMap((value) => value.split(',')).map((part) => part.trim()).filter(Boolean);
  if (parts.length === 0 || parts.length > MAX_DOCUMENTS_PER_CALL || parts.some((part) => !/^[1-9]\d{0,9}$/.test(part))) return null;
  return [...new Set(parts.map(Number))];
}

/**
 * Account spec 7: `DocumentUrls` trades the carrier's document ids for links that serve the files for a few
 * minutes, signed so that they need no session (the browser simply navigates to them) and cannot be bent to
 * another document or a later time.
 */
const documentUrlsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/DocumentUrls', {
    preHandler: app.authenticate,
    schema: {
      querystring: UrlsQuerySchema,
      response: { 200: Type.Array(DocumentUrlSchema), 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
    },
  }, async (request) => {
    const ids = documentIdsOf(request.query.documentIds);
    if (!ids) {
      const message = `List 1 to ${MAX_DOCUMENTS_PER_CALL} document ids.`;
      throw validationFailed([{ field: 'documentIds', message }]);
    }
    const owned = new Set(await findOwnedDocumentIds(app.db, request.viewer.clientId, ids));
    const missing = ids.find((id) => !owned.has(id));
    // Another carrier's document is as missing as one that never existed.
    if (missing !== undefined) throw new HttpError(404, `Document ${missing} not found`);
    const origin = publicOrigin(app);
    const now = app.clock.now();
    const secret = await signingSecret(app.db, 'documentLinks', app.config.documentUrlSecret);
    return ids.map((documentId) => ({
      documentId,
      managedDocumentUrl: `${origin}${documentLinkPath(signDocumentLink(secret, documentId, now))}`,
    }));
  });

  app.get('/DocumentFiles/:documentId', {
    schema: {
      params: Type.Object({ documentId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
      querystring: FileQuerySchema,
      response: { 200: FileBody, 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
    },
  }, async (request, reply) => {
    const { documentId } = request.params;
    const expires = Number(request.query.expires);
    const link = { documentId, expires: Number.isSafeInteger(expires) ? expires : 0, signature: request.query.signature ?? '' };
    const refusal = refusalOf(await signingSecret(app.db, 'documentLinks', app.config.documentUrlSecret), link, app.clock.now());
    if (refusal) throw new HttpError(403, refusal);
    const file = await findDocumentFile(app.db, documentId);
    if (!file) throw new HttpError(404, `Document ${documentId} not found`);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', downloadDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });
};

export default documentUrlsRoutes;
