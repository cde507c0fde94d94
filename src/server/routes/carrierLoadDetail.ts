import { LoadDetailRecordSchema, LoadPresenceSchema } from '../../shared/contracts/load';
import { loadDetailFor, loadPresenceFor } from '../services/claims/access';
import { LoadIdParams, oneLoadPlugin, refusals } from './carrierLoadSchemas';

/** One load by number: its detail, and the load-number box's presence check (loads spec 4 and 7). */
const carrierLoadDetailRoutes = oneLoadPlugin((app, context) => {
  app.post('/CarrierLoads/get/:id', {
    schema: { params: LoadIdParams, response: { 200: LoadDetailRecordSchema, ...refusals } },
  }, async (request) => loadDetailFor(context, request.params.id, request.viewer));

  app.get('/CarrierLoads/:id/presence', {
    schema: { params: LoadIdParams, response: { 200: LoadPresenceSchema, ...refusals } },
  }, async (request) => loadPresenceFor(context.db, request.params.id, request.viewer));
});

export default carrierLoadDetailRoutes;
