import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LoadShareLinkSchema, PublicLoadRecordSchema } from '../../shared/contracts/load';
import { conflict } from '../http/failures';
import { publicOrigin } from '../http/publicOrigin';
import { findReachableLoad } from '../services/claims/access';
import { isOnBoard, publicLoadOfSlug, publicLoadPathOf, type PublicLoadReads } from '../services/loadShare/publicLoad';
import { LoadIdParams, oneLoadPlugin, refusals } from './carrierLoadSchemas';
import { ErrorBodySchema } from './schemas';

export const ONLY_BOARD_LOADS_SHARED = 'Only a load on the board can be shared.';

const readsOf = (app: Parameters<FastifyPluginAsyncTypebox>[0]): PublicLoadReads => ({ db: app.db, configuredSecret: app.config.loadShareSecret });

/** `GET CarrierLoads/{id}/ShareLink`: the address of the public page of a load on the board, for Share on its detail. */
const loadShareLinkRoutes = oneLoadPlugin((app) => {
  app.get('/CarrierLoads/:id/ShareLink', {
    schema: { params: LoadIdParams, response: { 200: LoadShareLinkSchema, ...refusals } },
  }, async (request) => {
    const row = await findReachableLoad(app.db, request.params.id, request.viewer);
    if (!isOnBoard(row, app.clock.now())) throw conflict(ONLY_BOARD_LOADS_SHARED);
    return { url: `${publicOrigin(app)}${await publicLoadPathOf(readsOf(app), row.id)}` };
  });
});

/** `GET PublicLoads/{slug}`: a shared load's public page, signed out; wrong slugs are throttled per address. */
const publicLoadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/PublicLoads/:slug', {
    schema: {
      security: [],
      params: Type.Object({ slug: Type.String({ maxLength: 100 }) }),
      response: { 200: PublicLoadRecordSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema },
    },
  }, async (request) => publicLoadOfSlug(readsOf(app), { slug: request.params.slug, address: request.ip, now: app.clock.now() }));
};

const loadShareRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(loadShareLinkRoutes);
  await app.register(publicLoadRoutes);
};

export default loadShareRoutes;
