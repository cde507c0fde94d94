import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Driver } from '../../db/tables';
import { publicOrigin } from '../../http/publicOrigin';
import { queueTextMessage } from '../../repositories/smsOutbox';

/**
 * The 'link to the driver app' of account spec 2.7 step 5, by e-mail and by text where the driver has one.
 * The personal, revocable driver link is built later; until then the message points at the driver pages'
 * address, without a token.
 */
export function driverAppUrl(request: FastifyRequest): string {
  return `${publicOrigin(request)}/driver/`;
}

export function driverAppSentence(carrierName: string, url: string): string {
  return `${carrierName} added you as a driver on Haulboard. Open the driver app here: ${url}`;
}

/** Stored in the mail and text outboxes; a failure is logged, never lost silently, and never fails the add. */
export async function sendDriverAppLink(app: FastifyInstance, request: FastifyRequest, driver: Driver): Promise<void> {
  const client = await app.db.selectFrom('clients').select('name').where('id', '=', driver.clientId).executeTakeFirst();
  const sentence = driverAppSentence(client?.name ?? 'Your carrier', driverAppUrl(request));
  const name = [driver.firstName, driver.lastName].filter(Boolean).join(' ');
  const tasks: Promise<unknown>[] = [];
  if (driver.email) {
    tasks.push(app.mailer.send({ to: driver.email, toName: name || undefined, subject: 'Your Haulboard driver app', text: `Hello ${name},\n\n${sentence}\n` }));
  }
  if (driver.cellPhoneNumber) tasks.push(queueTextMessage(app.db, { to: driver.cellPhoneNumber, body: sentence }, app.clock.now()));
  const results = await Promise.allSettled(tasks);
  for (const result of results) {
    if (result.status === 'rejected') request.log.error({ err: result.reason, driverId: driver.id }, 'driver app link not stored');
  }
}
