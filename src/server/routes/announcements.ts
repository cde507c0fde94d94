import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ANNOUNCEMENT_TARGET_TYPES } from '../../shared/announcements';
import { findAnnouncements, toAnnouncement } from '../repositories/announcements';
import { ErrorBodySchema } from './schemas';

const AnnouncementSchema = Type.Object({
  id: Type.Integer(),
  targetType: Type.Union(ANNOUNCEMENT_TARGET_TYPES.map((type) => Type.Literal(type))),
  title: Type.String(),
  details: Type.String(),
  rotationTimeInSeconds: Type.Integer(),
  callToActionCopy: Type.Union([Type.String(), Type.Null()]),
  callToActionUrl: Type.Union([Type.String(), Type.Null()]),
});

const ListQuerySchema = Type.Object({
  active: Type.Boolean({ default: false }),
  current: Type.Boolean({ default: false }),
});

/**
 * Product announcements for the header banner and the landing carousel (account spec 2.4 and 7). Public: the
 * landing page asks before anyone signs in. `active` and `current` narrow the list; without them it is whole.
 */
const announcementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/Announcements/List', {
    schema: {
      querystring: ListQuerySchema,
      response: { 200: Type.Object({ announcements: Type.Array(AnnouncementSchema) }), 400: ErrorBodySchema },
    },
  }, async (request) => {
    const { active, current } = request.query;
    const rows = await findAnnouncements(app.db, { activeOnly: active, currentAt: current ? app.clock.now() : undefined });
    return { announcements: rows.map(toAnnouncement) };
  });
};

export default announcementRoutes;
