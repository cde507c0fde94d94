import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { truckQuantitiesSchema, truckRemovalSchema } from '../../shared/driversAndFleet';
import { forbidden, notFound } from '../http/failures';
import { validatedBody } from '../http/yupBody';
import { deleteCarrierTrucks, listCarrierTrucks, updateTruckQuantities } from '../repositories/carrierTrucks';
import { TruckSchema } from './carrierTrucks';
import { ErrorBodySchema } from './schemas';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

const truckNotFound = 'Truck not found';

/** Rows and ids are checked by the shared yup schemas, with the edit form's words; here only the outline. */
const QuantitiesBody = Type.Object({
  clientId: Type.Optional(Type.Integer()),
  trucks: Type.Optional(Type.Array(Type.Object({ carrierTruckId: Type.Optional(Type.Unknown()), quantity: Type.Optional(Type.Unknown()) }))),
});
const RemovalBody = Type.Object({
  clientId: Type.Optional(Type.Integer()),
  carrierTruckIds: Type.Optional(Type.Array(Type.Unknown())),
});

function refuseOtherCarrier(sent: number | undefined, own: number): void {
  if (sent !== undefined && sent !== own) throw forbidden('Trucks of another carrier cannot be seen or changed.');
}

/**
 * The carrier's fleet (account spec 2.9 and 7): list, new quantities, removal. Another carrier's clientId is
 * 403; another carrier's truck id reads as one that does not exist (404) and nothing changes.
 */
const carrierTruckChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get('/CarrierTrucks', {
    schema: { querystring: Type.Object({ clientId: Type.Optional(Type.Integer()) }), response: { 200: Type.Array(TruckSchema), ...errors } },
  }, async (request) => {
    refuseOtherCarrier(request.query.clientId, request.viewer.clientId);
    return listCarrierTrucks(app.db, request.viewer.clientId);
  });

  app.put('/CarrierTrucks', {
    schema: { body: QuantitiesBody, response: { 200: Type.Array(TruckSchema), ...errors } },
  }, async (request, reply) => {
    refuseOtherCarrier(request.body.clientId, request.viewer.clientId);
    const form = await validatedBody(truckQuantitiesSchema, { trucks: request.body.trucks }, reply);
    if (!form) return reply;
    const trucks = await updateTruckQuantities(app.db, request.viewer.clientId, form.trucks);
    if (!trucks) throw notFound(truckNotFound);
    return trucks;
  });

  app.delete('/CarrierTrucks', {
    schema: { body: RemovalBody, response: { 200: Type.Object({ carrierTruckIds: Type.Array(Type.Integer()) }), ...errors } },
  }, async (request, reply) => {
    refuseOtherCarrier(request.body.clientId, request.viewer.clientId);
    const form = await validatedBody(truckRemovalSchema, { carrierTruckIds: request.body.carrierTruckIds }, reply);
    if (!form) return reply;
    const removed = await deleteCarrierTrucks(app.db, request.viewer.clientId, form.carrierTruckIds);
    if (!removed) throw notFound(truckNotFound);
    return { carrierTruckIds: removed };
  });
};

export default carrierTruckChangeRoutes;
