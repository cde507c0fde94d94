import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { revokeDriverLinks } from '../repositories/driverLinks';
import { findClientDriver } from '../repositories/drivers';
import { canReceiveDriverLink, sendDriverLink } from '../services/driverLink/sendLink';
import { ErrorBodySchema, OkSchema } from './schemas';
import { fieldsRefused, notFound } from '../http/failures';

const DriverQuery = Type.Object({ driverId: Type.Integer({ minimum: 1 }) });
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const driverNotFound = () => notFound('Driver not found');

export const noContactMessage = 'Add an e-mail address or a cell phone number for this driver to send the driver link.';
export const deactivatedMessage = 'Activate this driver to send the driver link.';

/**
 * The carrier's hand on its drivers' links: send a new one by mail and text (the old one stops working) or revoke it. Another
 * carrier's driver answers 404, as one that does not exist.
 */
const driverLinkSendingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.post('/Drivers/SendDriverLink', {
    schema: { querystring: DriverQuery, response: { 200: OkSchema, ...errors } },
  }, async (request) => {
    const { driverId } = request.query;
    const driver = Number.isSafeInteger(driverId) ? await findClientDriver(app.db, request.viewer.clientId, driverId) : undefined;
    if (!driver) throw driverNotFound();
    if (!driver.enabled) throw fieldsRefused([{ field: 'driverId', message: deactivatedMessage }]);
    if (!canReceiveDriverLink(driver)) throw fieldsRefused([{ field: 'email', message: noContactMessage }]);
    await sendDriverLink(app, request, driver);
    return { ok: true };
  });

  app.delete('/Drivers/DriverLink', {
    schema: { querystring: DriverQuery, response: { 200: OkSchema, ...errors } },
  }, async (request) => {
    const { driverId } = request.query;
    const driver = Number.isSafeInteger(driverId) ? await findClientDriver(app.db, request.viewer.clientId, driverId) : undefined;
    if (!driver) throw driverNotFound();
    await revokeDriverLinks(app.db, driver.id, app.clock.now().toISOString());
    return { ok: true };
  });
};

export default driverLinkSendingRoutes;
