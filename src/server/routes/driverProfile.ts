import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DriverRecordSchema } from '../../shared/contracts/driver';
import { forbidden, notFound, validationFailed } from '../http/failures';
import { findClientDriver } from '../repositories/drivers';
import { driverEmailTakenMessage, setDriverEnabled, toDriverDetails, updateDriverFromForm } from '../repositories/driverProfile';
import { DriverBody, driverFormOf } from '../services/drivers/driverForm';
import { driverFormErrors } from './driverAdd';
import { ErrorBodySchema } from './schemas';

const NullableText = Type.Union([Type.String(), Type.Null()]);

const DriverDetailsSchema = Type.Composite([DriverRecordSchema, Type.Object({
  twicCardExpiration: NullableText,
  notes: NullableText,
  hasVtasPassword: Type.Boolean(),
})]);

const DriverQuery = Type.Object({ driverId: Type.Integer({ minimum: 1 }) });

const errors = { ...driverFormErrors, 404: ErrorBodySchema };

const driverNotFound = () => notFound('Driver not found');

/** Ajv lets '1e309' through integer schemas as Infinity; no driver has such an id. */
const usableId = (driverId: number) => Number.isSafeInteger(driverId);

function refuseOtherClient(sent: number | undefined, own: number): void {
  if (sent !== undefined && sent !== own) throw forbidden('Drivers of another carrier cannot be changed.');
}

/**
 * One driver of the carrier (account spec 2.9 and 7): read, edit, deactivate and activate again. Another
 * carrier's driver answers 404, as one that does not exist, so ids cannot be probed.
 */
const driverProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Before validation: a request without a session is told 401, whatever its body.
  app.addHook('preValidation', app.authenticate);

  app.get('/Drivers', {
    schema: { querystring: DriverQuery, response: { 200: DriverDetailsSchema, ...errors } },
  }, async (request) => {
    const { driverId } = request.query;
    const driver = usableId(driverId) ? await findClientDriver(app.db, request.viewer.clientId, driverId) : undefined;
    if (!driver) throw driverNotFound();
    return toDriverDetails(driver);
  });

  app.put('/Drivers', {
    schema: {
      body: Type.Composite([DriverBody, Type.Object({ driverId: Type.Integer({ minimum: 1 }) })], { additionalProperties: false }),
      response: { 200: DriverDetailsSchema, ...errors },
    },
  }, async (request) => {
    const { clientId } = request.viewer;
    refuseOtherClient(request.body.clientId, clientId);
    const form = driverFormOf(request.body);
    const { driverId } = request.body;
    if (!usableId(driverId)) throw driverNotFound();
    const outcome = await updateDriverFromForm(app.db, clientId, driverId, form);
    if ('emailTaken' in outcome) {
      throw validationFailed([{ field: 'email', message: driverEmailTakenMessage }]);
    }
    if ('missing' in outcome) throw driverNotFound();
    return toDriverDetails(outcome.driver);
  });

  for (const [method, path, enabled] of [['DELETE', '/Drivers', false], ['PUT', '/Drivers/ActivateDriver', true]] as const) {
    app.route({
      method,
      url: path,
      schema: { querystring: DriverQuery, response: { 200: DriverDetailsSchema, ...errors } },
      handler: async (request) => {
        const { driverId } = request.query;
        const driver = usableId(driverId) ? await setDriverEnabled(app.db, request.viewer.clientId, driverId, enabled, app.clock.now()) : undefined;
        if (!driver) throw driverNotFound();
        return toDriverDetails(driver);
      },
    });
  }
};

export default driverProfileRoutes;
