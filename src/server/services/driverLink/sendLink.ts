import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken, newAccessToken } from '../../auth/tokens';
import type { Driver } from '../../db/tables';
import { publicOrigin } from '../../http/publicOrigin';
import { replaceDriverLink } from '../../repositories/driverLinks';
import { assertMaySend, type Sends } from '../limits/sendingLimits';

/** The phone page of a link (src/client route table: /driver/:token). */
export const DRIVER_PAGE_PATH = '/driver/';

export function driverLinkUrl(request: FastifyRequest, token: string): string {
  return `${publicOrigin(request.server)}${DRIVER_PAGE_PATH}${token}`;
}

/** The one sentence of the mail and the text; a link that replaces a working one says so, since the old one stops. */
export function driverAppSentence(carrierName: string, url: string, replaced: boolean): string {
  return replaced
    ? `${carrierName} sent you a new Haulboard driver link. It replaces your old link, which no longer works. Open the driver app here: ${url}`
    : `${carrierName} added you as a driver on Haulboard. Open the driver app here: ${url}`;
}

/** A new personal link (256 random bits; only its hash is stored) ending the one they had, and whether there was one. */
async function replaceLink(app: FastifyInstance, driverId: number): Promise<{ token: string; replaced: boolean }> {
  const token = newAccessToken();
  const replaced = await replaceDriverLink(app.db, driverId, hashToken(token), app.clock.now().toISOString());
  return { token, replaced };
}

/** Gives the driver a new personal link; answers the token, which exists nowhere else once the messages are written. */
export async function issueDriverLink(app: FastifyInstance, driverId: number): Promise<string> {
  return (await replaceLink(app, driverId)).token;
}

/** Where a link can be sent: an e-mail address or a cell phone. */
export const canReceiveDriverLink = (driver: Pick<Driver, 'email' | 'cellPhoneNumber'>) => Boolean(driver.email || driver.cellPhoneNumber);

/** What a driver's link writes: a mail where they have an e-mail, and a text where they have a cell phone. */
export function driverLinkSends(driver: { email?: string | null; cellPhoneNumber?: string | null }): Sends {
  return { mail: driver.email ? 1 : 0, text: driver.cellPhoneNumber ? 1 : 0 };
}

/**
 * Account spec 2.7 step 5's 'link to the driver app': mailed when the driver has an e-mail, texted when they have
 * a cell phone (both when both: a driver on the road reads texts first), within the carrier's sending limits (429
 * past them). The messages are stored in the outboxes and sent when a provider is configured; a failure to store
 * one is logged. False when the driver has neither.
 */
export async function sendDriverLink(app: FastifyInstance, request: FastifyRequest, driver: Driver): Promise<boolean> {
  if (!canReceiveDriverLink(driver)) return false;
  await assertMaySend(app.appContext, driver.clientId, driverLinkSends(driver));
  const { token, replaced } = await replaceLink(app, driver.id);
  const client = await app.db.selectFrom('clients').select('name').where('id', '=', driver.clientId).executeTakeFirst();
  const sentence = driverAppSentence(client?.name ?? 'Your carrier', driverLinkUrl(request, token), replaced);
  const name = [driver.firstName, driver.lastName].filter(Boolean).join(' ');
  const tasks: Promise<unknown>[] = [];
  if (driver.email) {
    tasks.push(app.mailer.send({
      to: driver.email, toName: name || undefined, subject: replaced ? 'Your new Haulboard driver link' : 'Your Haulboard driver app',
      text: `Hello ${name},\n\n${sentence}\n\nThe link is yours alone: it shows the loads your carrier gives you and lets you mark them picked up and delivered.\n`,
        clientId: driver.clientId,
    }));
  }
  if (driver.cellPhoneNumber) tasks.push(app.texter.send({ to: driver.cellPhoneNumber, body: sentence, clientId: driver.clientId }));
  const results = await Promise.allSettled(tasks);
  for (const result of results) {
    if (result.status === 'rejected') request.log.error({ err: result.reason, driverId: driver.id }, 'driver link not stored');
  }
  return true;
}
