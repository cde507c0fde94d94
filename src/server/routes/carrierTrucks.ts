import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findVehicleCount } from '../repositories/vehicleCount';
import { ErrorBodySchema } from './schemas';

const VehicleCountSchema = Type.Object({
  totalCapacity: Type.Integer(),
  vehiclesOnLoads: Type.Integer(),
  allotmentRemaining: Type.Integer(),
});

/** Loads spec 7: the carrier's vehicle allotment (the In Progress footer shows when none is left). */
const carrierTrucksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/CarrierTrucks/CarrierVehicleCount', {
    preHandler: app.authenticate,
    schema: { response: { 200: VehicleCountSchema, 401: ErrorBodySchema } },
  }, async (request) => findVehicleCount(app.db, request.viewer.clientId));
};

export default carrierTrucksRoutes;
