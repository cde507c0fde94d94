import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  InspectionBodySchema, InspectionPhotoUploadReplySchema, InspectionRecordSchema, InspectionsReplySchema,
} from '../../shared/contracts/inspection';
import { INSPECTION_LIMITS } from '../../shared/inspections';
import { HttpError } from '../http/errors';
import { findDriverLoad } from '../repositories/driverLoads';
import { loadNotYoursMessage } from '../services/driverLink/progress';
import { photoTooLarge, storeInspectionPhoto } from '../services/inspections/photoUpload';
import { inspectionsReply } from '../services/inspections/records';
import { submitInspection } from '../services/inspections/submit';
import { LoadIdParams, driverLinkErrors } from './driverLinkSchemas';
import { ErrorBodySchema } from './schemas';

/** Its own plugin: the catch-all body parser reaches this route only. */
const photoUploadRoutes: FastifyPluginAsyncTypebox = async (photos) => {
  // The bytes decide what the file is, whatever type it claims; one byte more than allowed is told in our words.
  photos.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: INSPECTION_LIMITS.photoBytes + 1 }, (_request, body, done) => done(null, body));
  photos.post('/driver/loads/:id/inspection-photos', {
    bodyLimit: INSPECTION_LIMITS.photoBytes + 1,
    config: { bodyTooLarge: photoTooLarge },
    schema: {
      summary: 'Stores a photo for an inspection: the JPEG, PNG or WebP bytes as the body, its key in the Idempotency-Key header',
      params: LoadIdParams,
      response: { 200: InspectionPhotoUploadReplySchema, 201: InspectionPhotoUploadReplySchema, ...driverLinkErrors, 413: ErrorBodySchema, 429: ErrorBodySchema },
    },
  }, async (request, reply) => {
    const key = request.headers['idempotency-key'];
    const content = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const stored = await storeInspectionPhoto(photos.appContext, request.driverOfLink, request.params.id, typeof key === 'string' ? key : undefined, content);
    return reply.code(stored.created ? 201 : 200).send(stored.photo);
  });
};

/**
 * The driver's inspections of their own loads (issue 24), registered inside the driver link's routes so that only the
 * link's token opens them: the photos first (bytes as the body, the phone's key in Idempotency-Key), then the signed
 * inspection naming them, and every version read back.
 */
const driverInspectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/driver/loads/:id/inspections', {
    schema: { summary: 'Every version of the load\'s inspections, pick-up first', params: LoadIdParams, response: { 200: InspectionsReplySchema, ...driverLinkErrors } },
  }, async (request) => {
    const load = await findDriverLoad(app.db, request.driverOfLink, request.params.id);
    if (!load) throw new HttpError(404, loadNotYoursMessage);
    return inspectionsReply(app, load);
  });

  app.post('/driver/loads/:id/inspections', {
    schema: {
      summary: 'Stores a signed inspection (a correction is a new version); the same idempotency key and body answer the first',
      params: LoadIdParams, body: InspectionBodySchema,
      response: { 200: InspectionRecordSchema, 201: InspectionRecordSchema, ...driverLinkErrors, 413: ErrorBodySchema },
    },
  }, async (request, reply) => {
    const { created, record } = await submitInspection(app, request.driverOfLink, request.params.id, request.body);
    return reply.code(created ? 201 : 200).send(record);
  });

  await app.register(photoUploadRoutes);
};

export default driverInspectionRoutes;
