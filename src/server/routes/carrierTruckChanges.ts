import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden, notFound } from '../http/failures';
import { deleteCarrierTrucks, listCarrierTrucks, updateTruckQuantities } from '../repositories/carrierTrucks';
import { QuantitiesBody, RemovalBody } from '../services/fleet/truckForms';
import { TruckSchema } from './carrierTrucks';
import { ErrorBodySchema } from './schemas';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

const truckNotFound = 'Truck not found';

function refuseOtherCarrier(sent: number | undefined, own: number): void {
  if (sent !== undefined && sent !== own) throw forbidden('Trucks of another carrier cannot be seen or changed.');
}

/**
 * The carrier's fleet (account spec 2.9 and 7): list, new quantities, removal. Another carrier's clientId is
 * 403; another carrier's truck id reads as one that does not exist (404) and nothing changes.
 */
const carrierTruckChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Before validation: a request without a session is told 401, whatever its body.
  app.addHook('preValidation', app.authenticate);

  app.get('/CarrierTrucks', {
    schema: { querystring: Type.Object({ clientId: Type.Optional(Type.Integer()) }), response: { 200: Type.Array(TruckSchema), ...errors } },
  }, async (request) => {
    refuseOtherCarrier(request.query.clientId, request.viewer.clientId);
    return listCarrierTrucks(app.db, request.viewer.clientId);
  });

  app.put('/CarrierTrucks', {
    schema: { body: QuantitiesBody, response: { 200: Type.Array(TruckSchema), ...errors } },
  }, async (request) => {
    refuseOtherCarrier(request.body.clientId, request.viewer.clientId);
    const trucks = await updateTruckQuantities(app.db, request.viewer.clientId, request.body.trucks);
    if (!trucks) throw notFound(truckNotFound);
    return trucks;
  });

  app.delete('/CarrierTrucks', {
    schema: { body: RemovalBody, response: { 200: Type.Object({ carrierTruckIds: Type.Array(Type.Integer()) }), ...errors } },
  }, async (request) => {
    refuseOtherCarrier(request.body.clientId, request.viewer.clientId);
    const removed = await deleteCarrierTrucks(app.db, request.viewer.clientId, request.body.carrierTruckIds);
    if (!removed) throw notFound(truckNotFound);
    return { carrierTruckIds: removed };
  });
};

export default carrierTruckChangeRoutes;
