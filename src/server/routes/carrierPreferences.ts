import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findRegion } from '../../shared/regions';
import { updateCarrierEquipment } from '../repositories/carrierFleet';
import { findHaulPreferences, updateHaulPreferences } from '../repositories/userProfile';
import { ErrorBodySchema } from './schemas';
import { forbidden, validationFailed } from '../http/failures';

const Flag = Type.Boolean({ default: false });

const EquipmentBody = Type.Object({
  carrierHaveTwicCard: Flag, carrierHaveStraps: Flag, carrierHaveWinches: Flag, carrierTrucksHaveInternet: Flag, carrierHandleInops: Flag,
});

const PreferencesSchema = Type.Object({
  lessThan500: Type.Boolean(), moreThan500: Type.Boolean(), stateProvinceRegion: Type.Array(Type.String()),
});

const PreferencesBody = Type.Object({
  userId: Type.Optional(Type.Integer()),
  lessThan500: Type.Optional(Type.Boolean()),
  moreThan500: Type.Optional(Type.Boolean()),
  stateProvinceRegion: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 50 })),
});

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** Onboarding's haul equipment (the carrier's) and driving and location preferences (the user's). */
const carrierPreferencesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.post('/Clients/:clientId/CarrierEquipment', {
    schema: { params: Type.Object({ clientId: Type.Integer() }), body: EquipmentBody, response: { 200: EquipmentBody, ...errors } },
  }, async (request) => {
    if (request.params.clientId !== request.viewer.clientId) throw forbidden('This equipment belongs to another carrier.');
    await updateCarrierEquipment(app.db, request.viewer.clientId, request.body);
    return request.body;
  });

  app.get('/CarrierUserPreferences', { schema: { response: { 200: PreferencesSchema, ...errors } } },
    async (request) => findHaulPreferences(app.db, request.viewer.userId));

  app.put('/CarrierUserPreferences', {
    schema: { body: PreferencesBody, response: { 200: PreferencesSchema, ...errors } },
  }, async (request) => {
    const { userId, stateProvinceRegion, ...lengths } = request.body;
    if (userId !== undefined && userId !== request.viewer.userId) throw forbidden('These preferences belong to another user.');
    const unknown = (stateProvinceRegion ?? []).findIndex((value) => !findRegion(value));
    if (unknown >= 0) {
      throw validationFailed([{ field: `stateProvinceRegion[${unknown}]`, message: 'Is not a region.' }]);
    }
    // Both documents' spellings are accepted; the account document's is the one stored.
    const regions = stateProvinceRegion && [...new Set(stateProvinceRegion.map((value) => findRegion(value)!.value))];
    await updateHaulPreferences(app.db, request.viewer.userId, { ...lengths, stateProvinceRegion: regions });
    return findHaulPreferences(app.db, request.viewer.userId);
  });
};

export default carrierPreferencesRoutes;
