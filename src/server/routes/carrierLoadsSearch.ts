import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE, EXPORT_PAGE_SIZE, FIRST_PAGE_NUMBER, SUGGESTED_LOADS_LIMIT } from '../../shared/constants';
import { OptionalFieldReader, optionalDay, optionalSortField } from '../http/optionalFields';
import { recommendedLoads } from '../services/loadSearch/recommended';
import { LoadRecordSchema, MapLoadRecordSchema } from './loadRecordSchema';
import { ErrorBodySchema } from './schemas';
import { validationFailed } from '../http/failures';

const searchValueKeys = [
  'originCity', 'originState', 'originGeoCodeLatitude', 'originGeoCodeLongitude', 'origins',
  'destinationCity', 'destinationState', 'destinationGeoCodeLatitude', 'destinationGeoCodeLongitude', 'destinations',
  'availableFrom', 'availableThru', 'originGeoCodeMileRadius', 'destinationGeoCodeMileRadius',
  'minPricePerMile', 'maxVehicles', 'maxWeightLbs', 'enclosedTruckRequired', 'inOperableVehiclesQueryType',
  'sortField', 'sortAscending', 'sortKey', 'orderIds',
] as const;

/**
 * Search values, every one optional and of any type: the search reads numbers leniently (numbers may come as
 * text; what is not finite is dropped) but refuses a bad date or an unknown sort field (`searchFilterErrors`).
 */
const SearchBodySchema = Type.Union([
  Type.Object(Object.fromEntries(searchValueKeys.map((key) => [key, Type.Optional(Type.Unknown())])), { additionalProperties: false }),
  Type.Null(),
]);

/** Values a search refuses rather than drops: dropped, they would answer the whole unfiltered board. */
function searchFilterErrors(criteria: Record<string, unknown>) {
  const reader = new OptionalFieldReader(criteria);
  reader.read('availableFrom', optionalDay);
  reader.read('availableThru', optionalDay);
  reader.read('sortField', optionalSortField);
  return reader.errors;
}

const SearchQuerySchema = Type.Object({
  pageNumber: Type.Integer({ minimum: FIRST_PAGE_NUMBER, maximum: 1_000_000, default: FIRST_PAGE_NUMBER }),
  pageSize: Type.Integer({ minimum: 1, maximum: EXPORT_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
  view: Type.Optional(Type.String({ maxLength: 20 })),
});

const pageOf = <T extends import('@sinclair/typebox').TSchema>(record: T) =>
  Type.Object({ records: Type.Array(record), totalRecordCount: Type.Integer() });

const carrierLoadsSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/CarrierLoads/search/available', {
    preHandler: app.authenticate,
    schema: {
      body: SearchBodySchema,
      querystring: SearchQuerySchema,
      response: { 200: Type.Union([pageOf(LoadRecordSchema), pageOf(MapLoadRecordSchema)]), 400: ErrorBodySchema, 401: ErrorBodySchema },
    },
  }, async (request, reply) => {
    const criteria = (request.body ?? {}) as Record<string, unknown>;
    const errors = searchFilterErrors(criteria);
    if (errors.length > 0) throw validationFailed(errors);
    const { pageNumber, pageSize, view } = request.query;
    if (view?.toLowerCase() === 'map') return app.loadSearch.searchMap(criteria, { pageNumber, pageSize });
    // JSON text written from records kept serialized (fastify sends a string as it is); the response schema
    // still describes the page in OpenAPI.
    const page = await app.loadSearch.searchText(criteria, request.viewer, { pageNumber, pageSize });
    return reply.type('application/json; charset=utf-8').send(page as never);
  });

  app.get('/CarrierLoads/recommended', {
    preHandler: app.authenticate,
    schema: {
      querystring: Type.Object({ pageSize: Type.Integer({ minimum: 1, maximum: 50, default: SUGGESTED_LOADS_LIMIT }) }),
      response: { 200: pageOf(LoadRecordSchema), 400: ErrorBodySchema, 401: ErrorBodySchema },
    },
  }, async (request) => recommendedLoads(app.db, app.loadSearch, request.viewer, request.query.pageSize));
};

export default carrierLoadsSearchRoutes;
