import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUGGESTED_LOADS_LIMIT } from '../../shared/constants';
import { LoadRecordSchema } from '../../shared/contracts/load';
import { suggestedLoads } from '../services/loadSearch/suggested';
import { ErrorBodySchema } from './schemas';

/** Onboarding's Load Preferences step: at most 6 loads fitting the preferences just saved (spec 2.7, 9). */
const suggestedLoadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/CarrierLoads/suggested', {
    preHandler: app.authenticate,
    schema: {
      querystring: Type.Object({ pageSize: Type.Integer({ minimum: 1, maximum: SUGGESTED_LOADS_LIMIT, default: SUGGESTED_LOADS_LIMIT }) }),
      response: { 200: Type.Object({ records: Type.Array(LoadRecordSchema), totalRecordCount: Type.Integer() }), 400: ErrorBodySchema, 401: ErrorBodySchema },
    },
  }, async (request) => {
    const records = await suggestedLoads(app.appContext, app.loadSearch, request.viewer, request.query.pageSize);
    return { records, totalRecordCount: records.length };
  });
};

export default suggestedLoadsRoutes;
