import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conflict, notFound } from '../../http/failures';
import { declineCarrierApplication, findCarrierApplication, findCarrierApplications } from '../../repositories/carrierApplications';
import { declineRefusals } from '../../services/registration/decline';
import { ErrorBodySchema } from '../schemas';
import { deskErrors, IdParams, Instant, Nullable } from './deskSchemas';
import { deskSecurity } from './openApi';

const Application = Type.Object({
  id: Type.Integer(),
  companyName: Type.String(),
  dotNumber: Type.String(),
  mcNumber: Type.String(),
  ownerName: Type.String({ description: 'The person who applied, owner of the account once registered' }),
  companyEmailAddress: Type.String({ description: 'Where the registration link went; following it proves the address' }),
  officePhone: Type.String(),
  status: Type.Union(['open', 'registered', 'expired', 'declined'].map((status) => Type.Literal(status)), {
    description: 'open: its link still works; registered: the carrier registered with it; expired: the link ran out',
  }),
  appliedAt: Instant,
  declinedAt: Nullable(Instant),
  codeExpiresAt: Instant,
});

const ApplicationListQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 100 }),
  offset: Type.Integer({ minimum: 0, default: 0 }),
}, { additionalProperties: false });

const ApplicationList = Type.Object({ records: Type.Array(Application), totalRecordCount: Type.Integer() });

/** Issue 22: carriers' applications from the website, as `npm run desk -- application` has them. */
const deskApplicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/applications', {
    schema: {
      tags: ['desk'], summary: 'Carriers\' applications from the website, newest first', security: deskSecurity,
      querystring: ApplicationListQuery, response: { 200: ApplicationList, ...deskErrors },
    },
  }, async (request) => {
    const { rows, total } = await findCarrierApplications(app.db, request.query, app.clock.now());
    return { records: rows, totalRecordCount: total };
  });

  app.post('/applications/:id/decline', {
    schema: {
      tags: ['desk'], summary: 'Declines an application: its registration link stops working', security: deskSecurity,
      params: IdParams, response: { 200: Application, ...deskErrors, 404: ErrorBodySchema, 409: ErrorBodySchema },
    },
  }, async (request) => {
    const { id } = request.params;
    const outcome = await declineCarrierApplication(app.db, id, app.clock.now());
    if (outcome === 'not_found') throw notFound(declineRefusals.not_found(id));
    if (outcome !== 'declined') throw conflict(declineRefusals[outcome](id));
    return (await findCarrierApplication(app.db, id, app.clock.now()))!;
  });
};

export default deskApplicationRoutes;
