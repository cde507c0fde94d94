import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { insertCarrierTrucks } from '../repositories/carrierFleet';
import { findVehicleCount } from '../repositories/vehicleCount';
import { AddTrucksBody, truckRowsOf } from '../services/fleet/truckForms';
import { ErrorBodySchema } from './schemas';
import { forbidden } from '../http/failures';

const VehicleCountSchema = Type.Object({
  totalCapacity: Type.Integer(),
  vehiclesOnLoads: Type.Integer(),
  allotmentRemaining: Type.Integer(),
});

export const TruckSchema = Type.Object({
  carrierTruckId: Type.Integer(),
  clientId: Type.Integer(),
  quantity: Type.Integer(),
  carrierEquipmentType: Type.String(),
  isFlatBed: Type.Boolean(),
  capacity: Type.Integer(),
});

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** Loads spec 7: the carrier's vehicle allotment; account spec 2.7 and 2.9: adding trucks. */
const carrierTrucksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/CarrierTrucks/CarrierVehicleCount', {
    preHandler: app.authenticate,
    schema: { response: { 200: VehicleCountSchema, 401: ErrorBodySchema } },
  }, async (request) => findVehicleCount(app.db, request.viewer.clientId));

  app.post('/CarrierTrucks', {
    // Before validation: a request without a session is told 401, whatever its body.
    preValidation: app.authenticate,
    schema: { body: AddTrucksBody, response: { 201: Type.Array(TruckSchema), ...errors } },
  }, async (request, reply) => {
    const { clientId } = request.viewer;
    if (request.body.clientId !== undefined && request.body.clientId !== clientId) {
      throw forbidden('Trucks can only be added to your own fleet.');
    }
    return reply.code(201).send(await insertCarrierTrucks(app.db, clientId, truckRowsOf(request.body)));
  });
};

export default carrierTrucksRoutes;
