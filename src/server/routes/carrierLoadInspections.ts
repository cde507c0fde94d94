import { InspectionsReplySchema } from '../../shared/contracts/inspection';
import { LOAD_NOT_FOUND } from '../../shared/loadRefusals';
import { HttpError } from '../http/errors';
import { inspectionsReply } from '../services/inspections/records';
import { LoadIdParams, oneLoadPlugin, refusals } from './carrierLoadSchemas';

/** The driver's inspections of one of the carrier's own loads (issue 24); another carrier's load is as missing as none. */
const carrierLoadInspectionRoutes = oneLoadPlugin((app, context) => {
  app.get('/CarrierLoads/:id/inspections', {
    schema: { summary: 'Every version of the load\'s inspections, pick-up first', params: LoadIdParams, response: { 200: InspectionsReplySchema, ...refusals } },
  }, async (request) => {
    const load = await context.db.selectFrom('loads').select(['id', 'inspectionKind'])
      .where('id', '=', request.params.id).where('carrierClientId', '=', request.viewer.clientId).executeTakeFirst();
    if (!load) throw new HttpError(404, LOAD_NOT_FOUND);
    return inspectionsReply(app, load);
  });
});

export default carrierLoadInspectionRoutes;
