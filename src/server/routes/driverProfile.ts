import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { DriverRecordSchema } from '../../shared/contracts/driver';
import { driverFormSchema } from '../../shared/onboardingSchemas';
import { validatedBody } from '../http/yupBody';
import { findClientDriver } from '../repositories/drivers';
import { driverEmailTakenMessage, setDriverEnabled, toDriverDetails, updateDriverFromForm } from '../repositories/driverProfile';
import { DriverBody, driverFormErrors } from './driverAdd';
import { ErrorBodySchema } from './schemas';

const NullableText = Type.Union([Type.String(), Type.Null()]);

const DriverDetailsSchema = Type.Composite([DriverRecordSchema, Type.Object({
  twicCardExpiration: NullableText,
  notes: NullableText,
  hasVtasPassword: Type.Boolean(),
})]);

const DriverQuery = Type.Object({ driverId: Type.Integer({ minimum: 1 }) });

const errors = { ...driverFormErrors, 404: ErrorBodySchema };

const notFound = { message: 'Driver not found' };

/** Ajv lets '1e309' through integer schemas as Infinity; no driver has such an id. */
const usableId = (driverId: number) => Number.isSafeInteger(driverId);

function ownClientOnly(reply: FastifyReply, sent: number | undefined, own: number) {
  if (sent === undefined || sent === own) return false;
  void reply.code(403).send({ message: 'Drivers of another carrier cannot be changed.' });
  return true;
}

/**
 * One driver of the carrier (account spec 2.9 and 7): read, edit, deactivate and activate again. Another
 * carrier's driver answers 404, as one that does not exist, so ids cannot be probed.
 */
const driverProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get('/Drivers', {
    schema: { querystring: DriverQuery, response: { 200: DriverDetailsSchema, ...errors } },
  }, async (request, reply) => {
    const { driverId } = request.query;
    const driver = usableId(driverId) ? await findClientDriver(app.db, request.viewer.clientId, driverId) : undefined;
    return driver ? toDriverDetails(driver) : reply.code(404).send(notFound);
  });

  app.put('/Drivers', {
    schema: {
      body: Type.Composite([DriverBody, Type.Object({ driverId: Type.Integer({ minimum: 1 }) })]),
      response: { 200: DriverDetailsSchema, ...errors },
    },
  }, async (request, reply) => {
    const { clientId } = request.viewer;
    if (ownClientOnly(reply, request.body.clientId, clientId)) return reply;
    const form = await validatedBody(driverFormSchema, request.body, reply);
    if (!form) return reply;
    const { driverId } = request.body;
    if (!usableId(driverId)) return reply.code(404).send(notFound);
    const outcome = await updateDriverFromForm(app.db, clientId, driverId, form);
    if ('emailTaken' in outcome) {
      return reply.code(400).send({ message: 'Validation failed', errors: [{ field: 'email', message: driverEmailTakenMessage }] });
    }
    if ('missing' in outcome) return reply.code(404).send(notFound);
    return toDriverDetails(outcome.driver);
  });

  for (const [method, path, enabled] of [['DELETE', '/Drivers', false], ['PUT', '/Drivers/ActivateDriver', true]] as const) {
    app.route({
      method,
      url: path,
      schema: { querystring: DriverQuery, response: { 200: DriverDetailsSchema, ...errors } },
      handler: async (request, reply) => {
        const { driverId } = request.query;
        const driver = usableId(driverId) ? await setDriverEnabled(app.db, request.viewer.clientId, driverId, enabled, app.clock.now()) : undefined;
        return driver ? toDriverDetails(driver) : reply.code(404).send(notFound);
      },
    });
  }
};

export default driverProfileRoutes;
