import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DriverRecordSchema } from '../../shared/contracts/driver';
import { enrolDriver } from '../repositories/driverEnrolment';
import { driverEmailTakenMessage } from '../repositories/driverProfile';
import { toDriverRecord } from '../repositories/drivers';
import { driverLinkSends, sendDriverLink } from '../services/driverLink/sendLink';
import { assertMaySend } from '../services/limits/sendingLimits';
import { DriverBody, driverFormOf } from '../services/drivers/driverForm';
import { ErrorBodySchema } from './schemas';
import { forbidden, validationFailed } from '../http/failures';

export const driverFormErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/**
 * Adds a driver (onboarding step 4, Drivers and Fleet). The same driver sent again is answered as it is,
 * 200 instead of 201, and is not sent the app link twice.
 */
const driverAddRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/Drivers', {
    // Before validation: a request without a session is told 401, whatever its body.
    preValidation: app.authenticate,
    schema: { body: DriverBody, response: { 200: DriverRecordSchema, 201: DriverRecordSchema, ...driverFormErrors } },
  }, async (request, reply) => {
    const { clientId } = request.viewer;
    if (request.body.clientId !== undefined && request.body.clientId !== clientId) {
      throw forbidden('Drivers can only be added to your own carrier.');
    }
    const form = driverFormOf(request.body);
    // A driver added past the sending limits would go without the link: refused before anything is stored.
    await assertMaySend(app.appContext, clientId, driverLinkSends(form));
    const enrolment = await enrolDriver(app.db, clientId, form, app.clock.now());
    if ('emailTaken' in enrolment) {
      throw validationFailed([{ field: 'email', message: driverEmailTakenMessage }]);
    }
    if (!enrolment.created) return toDriverRecord(enrolment.driver);
    await sendDriverLink(app, request, enrolment.driver);
    return reply.code(201).send(toDriverRecord(enrolment.driver));
  });
};

export default driverAddRoutes;
