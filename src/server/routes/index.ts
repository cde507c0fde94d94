import type { FastifyPluginAsync } from 'fastify';
import loadSearchPlugin from '../services/loadSearch/plugin';
import announcementRoutes from './announcements';
import carrierLoadAssignmentRoutes from './carrierLoadAssignment';
import carrierLoadDetailRoutes from './carrierLoadDetail';
import carrierLoadDocumentsRoutes from './carrierLoadDocuments';
import carrierLoadFavoriteRoutes from './carrierLoadFavorites';
import carrierLoadListsRoutes from './carrierLoadLists';
import carrierLoadsSearchRoutes from './carrierLoadsSearch';
import carrierPreferencesRoutes from './carrierPreferences';
import carrierTrucksRoutes from './carrierTrucks';
import currentUserRoutes from './currentUser';
import driverAddRoutes from './driverAdd';
import driverRoutes from './drivers';
import healthRoutes from './health';
import locationRoutes from './locations';
import lookupRoutes from './lookups';
import searchHistoryRoutes from './searchHistory';
import suggestedLoadsRoutes from './suggestedLoads';
import tokenRoutes from './token';
import userDetailsRoutes from './userDetails';
import userPasswordRoutes from './userPasswords';

/** Every API resource; app.ts mounts this under /api. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(loadSearchPlugin);
  await app.register(tokenRoutes);
  await app.register(currentUserRoutes);
  await app.register(userPasswordRoutes);
  await app.register(healthRoutes);
  await app.register(locationRoutes);
  await app.register(searchHistoryRoutes);
  await app.register(carrierLoadsSearchRoutes);
  await app.register(carrierLoadDetailRoutes);
  await app.register(carrierLoadAssignmentRoutes);
  await app.register(carrierLoadFavoriteRoutes);
  await app.register(lookupRoutes);
  await app.register(driverRoutes);
  await app.register(carrierLoadListsRoutes);
  await app.register(carrierLoadDocumentsRoutes);
  await app.register(carrierTrucksRoutes);
  await app.register(announcementRoutes);
  await app.register(userDetailsRoutes);
  await app.register(carrierPreferencesRoutes);
  await app.register(driverAddRoutes);
  await app.register(suggestedLoadsRoutes);
};

export default apiRoutes;
