import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE, EXPORT_PAGE_SIZE, FIRST_PAGE_NUMBER, SUGGESTED_LOADS_LIMIT } from '../../shared/constants';
import { LoadRecordSchema, MapLoadRecordSchema } from '../../shared/contracts/load';
import { SearchCriteriaSchema } from '../../shared/contracts/searchCriteria';
import { recommendedLoads } from '../services/loadSearch/recommended';
import { ErrorBodySchema } from './schemas';
import { readSearchValuesBody } from './searchValuesBody';

/** A search body may also be null or absent: the whole board. */
const SearchBodySchema = Type.Union([SearchCriteriaSchema, Type.Null()]);

const SearchQuerySchema = Type.Object({
  pageNumber: Type.Integer({ minimum: FIRST_PAGE_NUMBER, maximum: 1_000_000, default: FIRST_PAGE_NUMBER }),
  pageSize: Type.Integer({ minimum: 1, maximum: EXPORT_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
  view: Type.Optional(Type.String({ maxLength: 20 })),
  after: Type.Optional(Type.String({
    minLength: 1, maxLength: 400,
    description: "Load More: the `next` of the page shown; the answer holds the loads after its last one in the same sort, whatever moved meanwhile, and pageNumber is not read.",
  })),
});

const pageOf = <T extends import('@sinclair/typebox').TSchema>(record: T) =>
  Type.Object({ records: Type.Array(record), totalRecordCount: Type.Integer() });

const searchPageOf = <T extends import('@sinclair/typebox').TSchema>(record: T) => Type.Composite([pageOf(record), Type.Object({
  next: Type.Union([Type.String(), Type.Null()], { description: 'The `after` of the page after this one; null after an empty page.' }),
})]);

const carrierLoadsSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/CarrierLoads/search/available', {
    preHandler: app.authenticate,
    preValidation: readSearchValuesBody,
    schema: {
      body: SearchBodySchema,
      querystring: SearchQuerySchema,
      response: { 200: Type.Union([searchPageOf(LoadRecordSchema), searchPageOf(MapLoadRecordSchema)]), 400: ErrorBodySchema, 401: ErrorBodySchema },
    },
  }, async (request, reply) => {
    const criteria = request.body ?? {};
    const { pageNumber, pageSize, view, after } = request.query;
    if (view?.toLowerCase() === 'map') return app.loadSearch.searchMap(criteria, { pageNumber, pageSize, after });
    // JSON text written from records kept serialized (fastify sends a string as it is); the response schema
    // still describes the page in OpenAPI.
    const page = await app.loadSearch.searchText(criteria, request.viewer, { pageNumber, pageSize, after });
    return reply.type('application/json; charset=utf-8').send(page as never);
  });

  app.get('/CarrierLoads/recommended', {
    preHandler: app.authenticate,
    schema: {
      querystring: Type.Object({ pageSize: Type.Integer({ minimum: 1, maximum: 50, default: SUGGESTED_LOADS_LIMIT }) }),
      response: { 200: pageOf(LoadRecordSchema), 400: ErrorBodySchema, 401: ErrorBodySchema },
    },
  }, async (request) => recommendedLoads(app.appContext, app.loadSearch, request.viewer, request.query.pageSize));
};

export default carrierLoadsSearchRoutes;
