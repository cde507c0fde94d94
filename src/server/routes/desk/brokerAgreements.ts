import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../http/errors';
import { publishBrokerAgreement } from '../../services/carrierDocuments/brokerAgreements';
import { MAX_CERTIFICATE_BYTES } from '../../services/carrierDocuments/fileType';
import { ErrorBodySchema } from '../schemas';
import { Day, deskErrors } from './deskSchemas';
import { deskSecurity } from './openApi';
import { notFound, validationFailed } from '../../http/failures';

const AgreementQuery = Type.Object({
  title: Type.String({ maxLength: 500 }),
  clientId: Type.Optional(Type.Integer({ minimum: 1, description: 'The one carrier it is for; leave out with allCarriers=true' })),
  allCarriers: Type.Optional(Type.Boolean({ description: 'Publish to every carrier there is now' })),
  fileName: Type.Optional(Type.String({ maxLength: 500 })),
}, { additionalProperties: false });

const PublishedAgreement = Type.Object({
  documentId: Type.Integer(),
  clientId: Type.Integer(),
  clientName: Type.String(),
  title: Type.String(),
  dateAdded: Day,
  fileName: Type.String(),
});

// Any bytes pass the schema: the service reads them and says whether they are a PDF.
const PdfBody = Type.Unsafe<Buffer>({ description: 'The agreement as a PDF file (application/pdf)' });

const tooLarge = new HttpError(413, 'Validation failed', {
  code: 'file_too_large', errors: [{ field: 'file', message: 'The file is larger than 10 MB.' }],
});

/**
 * Broker-carrier agreements published to carriers' My Documents, as `npm run desk -- broker-agreement add` does.
 * As with the carrier's certificate upload, the file is the raw request body and its details are in the query.
 */
const deskBrokerAgreementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // One more byte than allowed reaches the handler intact, so "too large" is told in our words, not the parser's.
  for (const contentType of ['application/pdf', 'application/octet-stream']) {
    app.addContentTypeParser(contentType, { parseAs: 'buffer', bodyLimit: MAX_CERTIFICATE_BYTES + 1 }, (_request, body, done) => done(null, body));
  }

  app.post('/broker-agreements', {
    bodyLimit: MAX_CERTIFICATE_BYTES + 1,
    config: { bodyTooLarge: tooLarge },
    schema: {
      tags: ['desk'], summary: 'Publishes a broker agreement PDF to one carrier\'s My Documents or to every carrier\'s',
      security: deskSecurity, querystring: AgreementQuery, body: PdfBody,
      consumes: ['application/pdf'],
      response: { 201: Type.Array(PublishedAgreement), ...deskErrors, 404: ErrorBodySchema, 413: ErrorBodySchema },
    },
  }, async (request, reply) => {
    const { title, clientId, allCarriers, fileName } = request.query;
    if ((clientId === undefined) === !allCarriers) {
      throw validationFailed([{ field: 'clientId', message: 'Give either clientId or allCarriers=true.' }]);
    }
    const content = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (content.length > MAX_CERTIFICATE_BYTES) throw tooLarge;
    const result = await publishBrokerAgreement(app.db, { title, clientId: clientId ?? null, fileName, content, now: app.clock.now() });
    if (result.outcome === 'invalid') throw validationFailed(result.errors);
    if (result.outcome === 'no-carrier') {
      throw notFound(clientId === undefined ? 'There are no carriers yet.' : `There is no carrier ${clientId}.`);
    }
    return reply.code(201).send(result.agreements);
  });
};

export default deskBrokerAgreementRoutes;
