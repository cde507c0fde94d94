import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUMBER } from '../../shared/constants';
import { DriverRecordSchema } from '../../shared/contracts/driver';
import { HttpError } from '../http/errors';
import { listClientDrivers, searchClientDrivers } from '../repositories/drivers';
import { suggestRecipients } from '../repositories/recipients';
import { ErrorBodySchema } from './schemas';
import { validationFailed } from '../http/failures';

export const MAX_DRIVER_PAGE_SIZE = 200;
export const DEFAULT_DRIVER_MATCHES = 20;
export const MAX_DRIVER_MATCHES = 100;

const RecipientRecordSchema = Type.Object({
  recipientType: Type.Union([Type.Literal('Driver'), Type.Literal('User')]),
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
});

/** Drivers are sorted by last name only; the field is still checked so a typo is not silently another order. */
const SortField = Type.Optional(Type.String({ maxLength: 50 }));
const SearchTerm = Type.Optional(Type.String({ maxLength: 200 }));

const PagedQuery = Type.Object({
  pageNumber: Type.Integer({ minimum: FIRST_PAGE_NUMBER, maximum: 1_000_000, default: FIRST_PAGE_NUMBER }),
  pageSize: Type.Integer({ minimum: 1, maximum: MAX_DRIVER_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
  sortField: SortField,
  sortAscending: Type.Boolean({ default: true }),
  searchTerm: SearchTerm,
});

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** Ajv lets '1e309' through integer schemas as Infinity; such a number is no page. */
function unusableNumber(query: Record<string, unknown>): string | null {
  return Object.entries(query).find(([, value]) => typeof value === 'number' && !Number.isSafeInteger(value))?.[0] ?? null;
}

function unsortable(sortField: string | undefined): boolean {
  return sortField !== undefined && sortField.trim() !== '' && sortField.trim().toLowerCase() !== 'lastname';
}

/** The carrier's drivers (loads spec 7; account spec 2.9) and e-mail recipients among its drivers and users. */
const driverRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  for (const [path, includeInactive] of [['Drivers', false], ['DriversIncludingInactive', true]] as const) {
    app.get(`/Clients/:clientId/${path}`, {
      schema: {
        params: Type.Object({ clientId: Type.Number() }),
        querystring: PagedQuery,
        response: { 200: Type.Object({ records: Type.Array(DriverRecordSchema), totalRecordCount: Type.Integer() }), ...errors },
      },
    }, async (request) => {
      if (request.params.clientId !== request.viewer.clientId) throw new HttpError(403, 'These drivers belong to another carrier.');
      const query = request.query;
      const broken = unusableNumber(query);
      if (broken) throw validationFailed([{ field: broken, message: 'must be an integer' }]);
      if (unsortable(query.sortField)) throw validationFailed([{ field: 'sortField', message: 'must be LastName' }]);
      return listClientDrivers(app.db, request.viewer.clientId, { ...query, includeInactive });
    });
  }

  app.get('/Drivers/SearchByNameorEmail', {
    schema: {
      querystring: Type.Object({
        searchTerm: SearchTerm,
        maxResults: Type.Integer({ minimum: 1, maximum: MAX_DRIVER_MATCHES, default: DEFAULT_DRIVER_MATCHES }),
        sortField: SortField,
      }),
      response: { 200: Type.Array(DriverRecordSchema), ...errors },
    },
  }, async (request) => {
    const { searchTerm, maxResults, sortField } = request.query;
    if (!Number.isSafeInteger(maxResults)) throw validationFailed([{ field: 'maxResults', message: 'must be an integer' }]);
    if (unsortable(sortField)) throw validationFailed([{ field: 'sortField', message: 'must be LastName' }]);
    return searchClientDrivers(app.db, request.viewer.clientId, searchTerm, maxResults);
  });

  app.get('/UserAutoComplete/:term/Contains', {
    schema: {
      params: Type.Object({ term: Type.String({ maxLength: 200 }) }),
      response: { 200: Type.Array(RecipientRecordSchema), ...errors },
    },
  }, async (request) => suggestRecipients(app.db, request.viewer.clientId, request.params.term));
};

export default driverRoutes;
