import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findLookupValue, lookupKeyOf } from '../repositories/lookups';
import { findUnassignReasonGroups } from '../repositories/unassignReasons';
import { ErrorBodySchema } from './schemas';
import { notFound } from '../http/failures';

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

  // Public: Contact Dispatch is open to visitors, and none of these values is secret. The static path above keeps
  // its place because the router tries static segments before parameters.
  app.get('/Lookups/:key', {
    schema: {
      params: Type.Object({ key: Type.String({ maxLength: 100 }) }),
      response: { 200: Type.Object({ key: Type.String(), value: Type.Unknown() }), 404: ErrorBodySchema },
    },
  }, async (request) => {
    const key = lookupKeyOf(request.params.key);
    const value = key ? await findLookupValue(app.db, key) : undefined;
    if (!key || value === undefined) throw notFound(`There is no lookup value named ${request.params.key}.`);
    return { key, value };
  });
};

export default lookupRoutes;
