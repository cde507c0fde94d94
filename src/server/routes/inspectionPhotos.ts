import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../http/errors';
import { findPhotoBytes } from '../repositories/inspectionPhotos';
import type { PhotoSize } from '../repositories/inspectionRecords';
import { photoLinkRefusal } from '../services/inspections/photoLinks';
import { ErrorBodySchema } from './schemas';

const Params = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const LinkQuery = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 20 })),
  signature: Type.Optional(Type.String({ maxLength: 100 })),
});
const ImageBody = Type.Unsafe<Buffer>(Type.String({ description: 'The image (JPEG, PNG or WebP; thumbnails JPEG)' }));
const schema = { params: Params, querystring: LinkQuery, response: { 200: ImageBody, 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema } };

/**
 * An inspection photo and its thumbnail through the signed, short-lived links the inspection records carry: no
 * session, so an <img> shows them; a link bent to another photo, size or time is refused.
 */
const inspectionPhotoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = (size: PhotoSize) => async (
    request: { params: { id: number }; query: { expires?: string; signature?: string } },
    reply: import('fastify').FastifyReply,
  ) => {
    const photoId = request.params.id;
    const expires = Number(request.query.expires);
    const link = { expires: Number.isSafeInteger(expires) ? expires : 0, signature: request.query.signature ?? '' };
    const refusal = await photoLinkRefusal(app, photoId, size, link);
    if (refusal) throw new HttpError(403, refusal);
    const file = await findPhotoBytes(app.db, photoId, size === 'thumbnail' ? 'thumbnail' : 'content');
    if (!file) throw new HttpError(404, `Photo ${photoId} not found`);
    // Stored once and never changed: the browser may keep it for as long as the link lives.
    return reply.header('content-type', file.contentType).header('cache-control', 'private, max-age=300').send(file.bytes);
  };

  app.get('/inspection-photos/:id', { schema: { summary: 'An inspection photo, through a signed link', ...schema } }, serve('photo'));
  app.get('/inspection-photos/:id/thumbnail', { schema: { summary: 'An inspection photo\'s thumbnail, through a signed link', ...schema } }, serve('thumbnail'));
};

export default inspectionPhotoRoutes;
