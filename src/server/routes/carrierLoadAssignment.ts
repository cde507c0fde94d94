import { Type } from '@fastify/type-provider-typebox';
import { LoadDetailRecordSchema } from '../../shared/contracts/load';
import { claimLoad } from '../services/claims/claim';
import { changeLoadDates, changeLoadDriver } from '../services/claims/changes';
import { unassignLoad } from '../services/claims/unassign';
import { LoadIdParams, oneLoadPlugin, refusals } from './carrierLoadSchemas';

/*
 * Claiming a load, changing its times or driver, and cancelling the claim (loads spec 4 and 7). Times are
 * checked by the claim service, which says what is wrong in words; the schema only keeps out what is not text.
 */

const Time = Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()]));
const DriverId = Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()]));
const bodyOf = <T extends Record<string, typeof Time | typeof DriverId>>(properties: T) =>
  Type.Union([Type.Object(properties, { additionalProperties: false }), Type.Null()]);

const AssignmentBody = bodyOf({ scheduledPickup: Time, scheduledDelivery: Time, driverId: DriverId });
const ScheduleBody = bodyOf({ scheduledPickup: Time, scheduledDelivery: Time });
const DriverBody = bodyOf({ driverId: DriverId });
const answers = { 200: LoadDetailRecordSchema, ...refusals };

const carrierLoadAssignmentRoutes = oneLoadPlugin((app, context) => {
  app.post('/CarrierLoads/:id/assignment', {
    schema: { params: LoadIdParams, body: AssignmentBody, response: answers },
  }, async (request) => claimLoad(context, request.viewer, request.params.id, request.body ?? {}));

  app.put('/CarrierLoads/:id/ChangeDates', {
    schema: { params: LoadIdParams, body: ScheduleBody, response: answers },
  }, async (request) => changeLoadDates(context, request.viewer, request.params.id, request.body ?? {}));

  app.put('/CarrierLoads/:id/ChangeDriver', {
    schema: { params: LoadIdParams, body: DriverBody, response: answers },
  }, async (request) => changeLoadDriver(context, request.viewer, request.params.id, request.body?.driverId));

  app.post('/CarrierLoads/:id/unassign', {
    schema: {
      params: LoadIdParams,
      querystring: Type.Object({ unassignmentReason: Type.Optional(Type.String({ maxLength: 100 })) }),
      response: answers,
    },
  }, async (request) => unassignLoad(context, request.viewer, request.params.id, request.query.unassignmentReason));
});

export default carrierLoadAssignmentRoutes;
