import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ANNOUNCEMENT_TARGET_TYPES } from '../../../shared/announcements';
import { announcementStatus } from '../../desk/announcements';
import { endAnnouncement, findAnnouncements, type AnnouncementRow } from '../../repositories/announcements';
import { AnnouncementRefused, publishAnnouncement } from '../../services/announcements/publish';
import { ErrorBodySchema } from '../schemas';
import { deskErrors, IdParams, Instant, Nullable } from './deskSchemas';
import { deskSecurity } from './openApi';
import { notFound, validationFailed } from '../../http/failures';

const TargetType = Type.Union(ANNOUNCEMENT_TARGET_TYPES.map((target) => Type.Literal(target)));

const DeskAnnouncement = Type.Object({
  id: Type.Integer(),
  targetType: TargetType,
  title: Type.String(),
  details: Type.String(),
  rotationTimeInSeconds: Type.Integer(),
  callToActionCopy: Nullable(Type.String()),
  callToActionUrl: Nullable(Type.String()),
  startsAt: Instant,
  endsAt: Nullable(Instant),
  status: Type.Union(['inactive', 'scheduled', 'ended', 'current'].map((status) => Type.Literal(status)),
    { description: 'Where it stands now: what the banner and the carousel make of it' }),
});

// Text checks beyond types are the service's, so the desk API and the command line refuse in the same words.
const AnnouncementDraft = Type.Object({
  targetType: Type.String({ maxLength: 20, description: 'CIHeader (the banner) or CIBody (the landing carousel)' }),
  title: Type.String({ maxLength: 200 }),
  details: Type.String({ maxLength: 2000 }),
  rotationTimeInSeconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 3600 })),
  callToActionCopy: Type.Optional(Type.String({ maxLength: 100 })),
  callToActionUrl: Type.Optional(Type.String({ maxLength: 2000 })),
  startsAt: Type.Optional(Type.String({ maxLength: 40, description: 'ISO-8601 instant; now when left out' })),
  endsAt: Type.Optional(Type.String({ maxLength: 40, description: 'ISO-8601 instant; open-ended when left out' })),
}, { additionalProperties: false });

/** The header banner and landing carousel announcements, as `npm run desk -- announcement` has them. */
const deskAnnouncementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const toWire = (row: AnnouncementRow) => {
    const { active: _active, ...announcement } = row;
    return { ...announcement, status: announcementStatus(row, app.clock.now()) };
  };

  app.post('/announcements', {
    schema: {
      tags: ['desk'], summary: 'Publishes an announcement, live from now or from startsAt', security: deskSecurity,
      body: AnnouncementDraft, response: { 201: DeskAnnouncement, ...deskErrors },
    },
  }, async (request, reply) => {
    try {
      return reply.code(201).send(toWire(await publishAnnouncement(app.db, request.body, app.clock.now())));
    } catch (error) {
      if (!(error instanceof AnnouncementRefused)) throw error;
      throw validationFailed(error.problems);
    }
  });

  app.get('/announcements', {
    schema: {
      tags: ['desk'], summary: 'Every announcement in the order published, with where it stands now', security: deskSecurity,
      response: { 200: Type.Array(DeskAnnouncement), 401: ErrorBodySchema },
    },
  }, async () => (await findAnnouncements(app.db)).map(toWire));

  app.post('/announcements/:id/end', {
    schema: {
      tags: ['desk'], summary: 'Ends an announcement now (one that ended earlier keeps its end)', security: deskSecurity,
      params: IdParams, response: { 200: DeskAnnouncement, ...deskErrors, 404: ErrorBodySchema },
    },
  }, async (request) => {
    const row = await endAnnouncement(app.db, request.params.id, app.clock.now());
    if (!row) throw notFound(`There is no announcement ${request.params.id}.`);
    return toWire(row);
  });
};

export default deskAnnouncementRoutes;
