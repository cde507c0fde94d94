import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SearchValuesSchema, StoredSearchSchema } from '../../shared/contracts/searchCriteria';
import { denied, notFound, validationFailed } from '../http/failures';
import { appendLiveEvents } from '../repositories/liveEvents';
import { listSearches, recordRecentSearch, removeSearch, saveSearch, type SavedSearchesChanged } from '../repositories/searchHistory';
import { savedSearchesChanged } from '../services/liveEvents/events';
import { ErrorBodySchema } from './schemas';
import { readSearchValuesBody } from './searchValuesBody';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const saving = { preValidation: readSearchValuesBody, schema: { body: SearchValuesSchema, response: { 200: StoredSearchSchema, ...errors } } };
const listing = { response: { 200: Type.Array(StoredSearchSchema), ...errors } };
/** Ids are PostgreSQL integers; a larger number is no id and must not reach the database. */
const SearchHistoryId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Saved and recent searches of the signed-in carrier user (loads spec section 7). */
const searchHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  // A session outliving its user (deleted meanwhile) is no longer a way in, as for /CurrentUser.
  function storedOrDenied<T>(stored: T | null): T {
    if (stored === null) throw denied(false);
    return stored;
  }

  /** A change of the saved list is a live event, written with the change; the streams are woken after the commit. */
  const tellSavedChanged = (userId: number, now: Date): SavedSearchesChanged =>
    (trx) => appendLiveEvents(trx, [savedSearchesChanged(userId)], now.toISOString());

  app.post('/CarrierLoadsSearchHistory/SaveSearchHistory', saving, async (request) => {
    const now = app.clock.now();
    const saved = await saveSearch(app.db, request.viewer.userId, request.body, now, tellSavedChanged(request.viewer.userId, now));
    app.appContext.liveEventWrites.written();
    return storedOrDenied(saved);
  });

  app.post('/CarrierLoadsSearchHistory/SaveRecentSearchHistory', saving, async (request) =>
    storedOrDenied(await recordRecentSearch(app.db, request.viewer.userId, request.body, app.clock.now())));

  app.get('/CarrierLoadsSearchHistory/GetSavedSearchHistory', { schema: listing }, async (request) =>
    listSearches(app.db, request.viewer.userId, 'saved'));

  app.get('/CarrierLoadsSearchHistory/GetRecentSearchHistory', { schema: listing }, async (request) =>
    listSearches(app.db, request.viewer.userId, 'recent'));

  app.delete('/CarrierLoadsSearchHistory/RemoveSearchHistory', {
    schema: {
      querystring: Type.Object({ searchHistoryId: SearchHistoryId }),
      response: { 200: Type.Object({}), ...errors },
    },
  }, async (request) => {
    const { searchHistoryId } = request.query;
    // Ajv lets '1e309' through as Infinity, within any maximum.
    if (!Number.isSafeInteger(searchHistoryId)) {
      throw validationFailed([{ field: 'searchHistoryId', message: 'must be an integer' }]);
    }
    const removed = await removeSearch(app.db, request.viewer.userId, searchHistoryId, tellSavedChanged(request.viewer.userId, app.clock.now()));
    app.appContext.liveEventWrites.written();
    if (!removed) {
      throw notFound(`Search ${searchHistoryId} not found.`);
    }
    return {};
  });
};

export default searchHistoryRoutes;
