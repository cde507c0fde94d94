import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DriverLoadRecordSchema, DriverLoadsReplySchema } from '../../shared/contracts/load';
import { DRIVER_RECENT_DELIVERY_DAYS } from '../../shared/driverLink';
import { bearerToken } from '../auth/guard';
import { hashToken } from '../auth/tokens';
import type { Driver } from '../db/tables';
import { HttpError } from '../http/errors';
import { denied } from '../http/failures';
import { findDriverByLinkHash } from '../repositories/driverLinks';
import { findDriverLoads } from '../repositories/driverLoads';
import { markDelivered, markPickedUp, type ProgressOutcome } from '../services/driverLink/progress';
import { undoPickedUp } from '../services/driverLink/undoPickUp';
import driverInspectionRoutes from './driverInspections';
import { DeliveredBody, LoadIdParams, PickedUpBody, driverLinkErrors } from './driverLinkSchemas';

declare module 'fastify' {
  interface FastifyRequest {
    /** The driver whose link came with the request; only set under /api/driver. */
    driverOfLink: Driver;
  }
}

const dayMs = 86_400_000;

function answer(outcome: ProgressOutcome) {
  if ('load' in outcome) return outcome.load;
  const { statusCode, message } = outcome;
  if ('errors' in outcome) throw new HttpError(statusCode, message, { code: 'validation_failed', errors: outcome.errors });
  throw new HttpError(statusCode, message, { code: outcome.code });
}

/**
 * `/api/driver/...`: a driver's own scope, reached only with the token of their live link. Carrier sessions and desk
 * keys are refused here as the link token is refused everywhere else: each scope looks its tokens up in its own table.
 */
const driverLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.decorateRequest('driverOfLink', null as unknown as Driver);
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    const driver = token ? await findDriverByLinkHash(app.db, hashToken(token)) : null;
    if (!driver) throw denied();
    request.driverOfLink = driver;
  });

  app.get('/driver/loads', {
    schema: { response: { 200: DriverLoadsReplySchema, ...driverLinkErrors } },
  }, async (request) => {
    const driver = request.driverOfLink;
    const since = new Date(app.clock.now().getTime() - DRIVER_RECENT_DELIVERY_DAYS * dayMs).toISOString();
    const [records, client] = await Promise.all([
      findDriverLoads(app.db, driver, since),
      app.db.selectFrom('clients').select('name').where('id', '=', driver.clientId).executeTakeFirstOrThrow(),
    ]);
    return { driverName: [driver.firstName, driver.lastName].filter(Boolean).join(' '), carrierName: client.name, records };
  });

  app.post('/driver/loads/:id/picked-up', {
    schema: { params: LoadIdParams, body: PickedUpBody, response: { 200: DriverLoadRecordSchema, ...driverLinkErrors } },
  }, async (request) => answer(await markPickedUp(app, request.driverOfLink, request.params.id, request.body?.pickedUpAt)));

  app.post('/driver/loads/:id/picked-up/undo', {
    schema: { params: LoadIdParams, response: { 200: DriverLoadRecordSchema, ...driverLinkErrors } },
  }, async (request) => answer(await undoPickedUp(app, request.driverOfLink, request.params.id)));

  app.post('/driver/loads/:id/delivered', {
    schema: { params: LoadIdParams, body: DeliveredBody, response: { 200: DriverLoadRecordSchema, ...driverLinkErrors } },
  }, async (request) => answer(await markDelivered(
    app, request.driverOfLink, request.params.id, request.body.receivedBy, request.body.deliveredAt,
  )));

  await app.register(driverInspectionRoutes);
};

export default driverLinkRoutes;
