import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findUnassignReasonGroups } from '../repositories/unassignReasons';
import { ErrorBodySchema } from './schemas';

const UnassignReasonGroupsSchema = Type.Record(Type.String(), Type.Object({
  groupTitle: Type.String(),
  groupList: Type.Record(Type.String(), Type.String()),
}));

/** Reference lists the screens pick from; the cancel panel's reasons first (loads spec 4 and 7). */
const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/Lookups/GetGroupedUnassignReasons', {
    preHandler: app.authenticate,
    schema: { response: { 200: UnassignReasonGroupsSchema, 401: ErrorBodySchema } },
  }, async () => findUnassignReasonGroups(app.db));
};

export default lookupRoutes;
