import { FavoriteStateSchema } from '../../shared/contracts/load';
import { favoriteLoad, unfavoriteLoad } from '../services/claims/favorites';
import { LoadIdParams, oneLoadPlugin, refusals } from './carrierLoadSchemas';

/** Saving a load and removing it from Saved Loads (loads spec 4, Favourite); both answer the new count. */
const carrierLoadFavoriteRoutes = oneLoadPlugin((app, context) => {
  const schema = { params: LoadIdParams, response: { 200: FavoriteStateSchema, ...refusals } };

  app.post('/CarrierLoads/:id/favorite', { schema }, async (request) => favoriteLoad(context, request.viewer, request.params.id));

  app.delete('/CarrierLoads/:id/favorite', { schema }, async (request) => unfavoriteLoad(context, request.viewer, request.params.id));
});

export default carrierLoadFavoriteRoutes;
