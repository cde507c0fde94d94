import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LatLon } from '../../shared/geo';
import { gazetteer, reverseLocation, searchLocations } from '../services/gazetteer';
import { linkToMainThread } from '../services/loadSearch/threads/threadLink';
import { ErrorBodySchema } from './schemas';
import { notFound, validationFailed } from '../http/failures';

/** shared/loads.ts LocationResult (loads spec section 3, Location result). */
export const LocationResultSchema = Type.Object({
  largeLabel: Type.String(),
  detailLabel: Type.String(),
  isState: Type.Boolean(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  city: Type.Union([Type.String(), Type.Null()]),
  state: Type.String(),
  country: Type.Union([Type.Literal('US'), Type.Literal('CA')]),
});

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** Place prediction and Current Location for the search screen, signed in like the screen itself. */
const locationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);
  // An HTTP thread asks the main thread's gazetteer: building its own would cost each thread about 40 MB.
  const link = linkToMainThread();
  const places = link
    ? { search: (term: string) => link.call('searchLocations', term), reverse: (point: LatLon) => link.call('reverseLocation', point) }
    : { search: async (term: string) => searchLocations(term), reverse: async (point: LatLon) => reverseLocation(point) };

  // Built once the server listens (not in tests, which never listen), so no carrier waits for it.
  app.addHook('onListen', async () => {
    if (link) return;
    setImmediate(() => {
      try {
        gazetteer();
      } catch (err) {
        app.log.error({ err }, 'building the gazetteer failed');
      }
    });
  });

  app.get('/Locations/Search', {
    schema: {
      // Any text is a search term; an over-long one simply finds nothing.
      querystring: Type.Object({ term: Type.Optional(Type.String()) }),
      response: { 200: Type.Array(LocationResultSchema), ...errors },
    },
  }, async (request) => places.search(request.query.term ?? ''));

  app.get('/Locations/Reverse', {
    schema: {
      querystring: Type.Object({
        latitude: Type.Number({ minimum: -90, maximum: 90 }),
        longitude: Type.Number({ minimum: -180, maximum: 180 }),
      }),
      response: { 200: LocationResultSchema, ...errors },
    },
  }, async (request) => {
    const { latitude, longitude } = request.query;
    // Ajv lets '1e309' through as Infinity, within any minimum and maximum.
    const infinite = Object.entries({ latitude, longitude }).filter(([, value]) => !Number.isFinite(value));
    if (infinite.length > 0) {
      throw validationFailed(infinite.map(([field]) => ({ field, message: 'must be a finite number' })));
    }
    const place = await places.reverse({ lat: latitude, lon: longitude });
    if (!place) throw notFound('There is no city we know near this position.');
    return place;
  });
};

export default locationRoutes;
