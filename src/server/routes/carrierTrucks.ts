import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { truckFormSchema } from '../../shared/onboardingSchemas';
import { validatedBody } from '../http/yupBody';
import { insertCarrierTrucks } from '../repositories/carrierFleet';
import { findVehicleCount } from '../repositories/vehicleCount';
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

/** Rows are checked by the form's own yup schema; here only their outline. */
const AddTrucksBody = Type.Object({
  clientId: Type.Optional(Type.Integer()),
  trucks: Type.Optional(Type.Array(Type.Object({
    quantity: Type.Optional(Type.Unknown()),
    carrierEquipmentType: Type.Optional(Type.Unknown()),
    isFlatBed: Type.Optional(Type.Unknown()),
    capacity: Type.Optional(Type.Unknown()),
  }), { maxItems: 100 })),
});

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** Loads spec 7: the carrier's vehicle allotment; account spec 2.7 and 2.9: adding trucks. */
const carrierTrucksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/CarrierTrucks/CarrierVehicleCount', {
    preHandler: app.authenticate,
    schema: { response: { 200: VehicleCountSchema, 401: ErrorBodySchema } },
  }, async (request) => findVehicleCount(app.db, request.viewer.clientId));

  app.post('/CarrierTrucks', {
    preHandler: app.authenticate,
    schema: { body: AddTrucksBody, response: { 201: Type.Array(TruckSchema), ...errors } },
  }, async (request, reply) => {
    const { clientId } = request.viewer;
    if (request.body.clientId !== undefined && request.body.clientId !== clientId) {
      throw forbidden('Trucks can only be added to your own fleet.');
    }
    const form = await validatedBody(truckFormSchema, { trucks: request.body.trucks ?? [] }, reply);
    if (!form) return reply;
    return reply.code(201).send(await insertCarrierTrucks(app.db, clientId, form.trucks));
  });
};

export default carrierTrucksRoutes;
