import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken, newAccessToken } from '../../auth/tokens';
import type { Driver } from '../../db/tables';
import { publicOrigin } from '../../http/publicOrigin';
import { replaceDriverLink } from '../../repositories/driverLinks';
import { queueTextMessage } from '../../repositories/smsOutbox';
import { assertMaySend, type Sends } from '../limits/sendingLimits';

/** The phone page of a link (src/client route table: /driver/:token). */
export const DRIVER_PAGE_PATH = '/driver/';

export function driverLinkUrl(request: FastifyRequest, token: string): string {
  return `${publicOrigin(request.server)}${DRIVER_PAGE_PATH}${token}`;
}

export function driverAppSentence(carrierName: string, url: string): string {
  return `${carrierName} added you as a driver on Haulboard. Open the driver app here: ${url}`;
}

/**
 * Gives the driver a new personal link (256 random bits; only its hash is stored), ending the one they had.
 * Answers the token, which exists nowhere else once the messages are written.
 */
export async function issueDriverLink(app: FastifyInstance, driverId: number): Promise<string> {
  const token = newAccessToken();
  await replaceDriverLink(app.db, driverId, hashToken(token), app.clock.now().toISOString());
  return token;
}

/** What a driver's link writes: a mail to a driver with an e-mail, and a text where they have a cell phone. */
export function driverLinkSends(driver: { email?: string | null; cellPhoneNumber?: string | null }): Sends {
  return driver.email ? { mail: 1, text: driver.cellPhoneNumber ? 1 : 0 } : {};
}

/**
 * Account spec 2.7 step 5's 'link to the driver app', issued to a driver with an e-mail: by mail, and by text
 * where they have a cell phone, within the carrier's sending limits (429 past them). The messages are stored in the
 * outboxes; a failure to store one is logged.
 */
export async function sendDriverLink(app: FastifyInstance, request: FastifyRequest, driver: Driver): Promise<boolean> {
  if (!driver.email) return false;
  await assertMaySend(app.appContext, driver.clientId, driverLinkSends(driver));
  const token = await issueDriverLink(app, driver.id);
  const client = await app.db.selectFrom('clients').select('name').where('id', '=', driver.clientId).executeTakeFirst();
  const sentence = driverAppSentence(client?.name ?? 'Your carrier', driverLinkUrl(request, token));
  const name = [driver.firstName, driver.lastName].filter(Boolean).join(' ');
  const tasks: Promise<unknown>[] = [app.mailer.send({
    to: driver.email, toName: name || undefined, subject: 'Your Haulboard driver app',
    text: `Hello ${name},\n\n${sentence}\n\nThe link is yours alone: it shows the loads your carrier gives you and lets you mark them picked up and delivered.\n`,
    clientId: driver.clientId,
  })];
  if (driver.cellPhoneNumber) tasks.push(queueTextMessage(app.db, { to: driver.cellPhoneNumber, body: sentence, clientId: driver.clientId }, app.clock.now()));
  const results = await Promise.allSettled(tasks);
  for (const result of results) {
    if (result.status === 'rejected') request.log.error({ err: result.reason, driverId: driver.id }, 'driver link not stored');
  }
  return true;
}
