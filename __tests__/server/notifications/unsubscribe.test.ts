import type { FastifyInstance } from 'fastify';
import { findNotificationSettings } from '../../../src/server/repositories/notificationSettings';
import { signingSecret } from '../../../src/server/repositories/signingKeys';
import { signUnsubscribeToken } from '../../../src/server/services/notifications/unsubscribeToken';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/shared/notificationSettings';
import { notifyLoadDelivered } from '../../../src/server/services/notifications/loadDelivered';
import { createCarrier, testApp, type TestCarrier } from '../support/appFixtures';
import { insertBoardLoad } from '../support/boardLoads';
import { describeEachDatabase } from '../support/databases';
import { mailsTo, pathOf, setSettings, unsubscribeLinkOf } from './support';

/** Each notice mail's unsubscribe link turns that one setting off without signing in; a changed link is refused. */
describeEachDatabase('notification unsubscribe link', (getDb) => {
  let app: FastifyInstance;
  let carrier: TestCarrier;
  let loadId = 90_000;

  beforeAll(async () => {
    app = await testApp(getDb(), { env: { PUBLIC_URL: 'https://portal.haulboard.test' } });
    carrier = await createCarrier(getDb(), { clientName: 'Unsubscribing Haulers' });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await setSettings(getDb(), carrier.userId, 'Email', { loadsDelivered: true, paymentsPosted: true });
  });

  const linkFromNewMail = async () => {
    loadId += 1;
    await insertBoardLoad(app, getDb(), { id: loadId, orderStatus: 'Delivered', carrierClientId: carrier.clientId, visibleToCarriers: 0 });
    await notifyLoadDelivered(app, loadId);
    const mails = await mailsTo(getDb(), carrier.email);
    return unsubscribeLinkOf(mails[mails.length - 1].text ?? '');
  };
  const emailSettings = () => findNotificationSettings(getDb().db, carrier.userId, 'Email');

  test('the link points at PUBLIC_URL and opening it only asks: mail scanners that follow links change nothing', async () => {
    const link = await linkFromNewMail();
    expect(link.origin).toBe('https://portal.haulboard.test');
    const page = await app.inject({ method: 'GET', url: pathOf(link) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Stop emails about Loads delivered?');
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    expect((await emailSettings()).loadsDelivered).toBe(true);
  });

  test('confirming turns that setting off, leaves the others, and says so', async () => {
    const link = await linkFromNewMail();
    const done = await app.inject({
      method: 'POST', url: pathOf(link), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed from emails about Loads delivered.');
    expect(await emailSettings()).toMatchObject({ loadsDelivered: false, paymentsPosted: true });
  });

  test('after unsubscribing the next delivered load mails nothing', async () => {
    const link = await linkFromNewMail();
    await app.inject({ method: 'POST', url: pathOf(link) });
    loadId += 1;
    await insertBoardLoad(app, getDb(), { id: loadId, orderStatus: 'Delivered', carrierClientId: carrier.clientId, visibleToCarriers: 0 });
    expect(await notifyLoadDelivered(app, loadId)).toEqual({ mails: 0, texts: 0 });
  });

  /** The same 6-bit group's top 4 bits (the 43rd base64url character of 32 bytes carries 4), other low bits. */
  const lastCharWithOtherUnusedBits = (signature: string) => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    return alphabet[alphabet.indexOf(signature.at(-1)!) ^ 1];
  };

  test('a link changed to another kind, user or signature is refused with a message and changes nothing', async () => {
    const link = await linkFromNewMail();
    const token = link.searchParams.get('token')!;
    const [userId, channel, kind, signature] = token.split('.');
    const forged = [
      `${userId}.${channel}.paymentsPosted.${signature}`,
      `${Number(userId) + 1}.${channel}.${kind}.${signature}`,
      `${userId}.Text.${kind}.${signature}`,
      `${userId}.${channel}.${kind}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      // The last character's unused bits: decodes to the same signature, still a changed link.
      `${userId}.${channel}.${kind}.${signature.slice(0, -1)}${lastCharWithOtherUnusedBits(signature)}`,
      'not-a-token',
      '',
    ];
    for (const candidate of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await app.inject({ method, url: `/api/NotificationUnsubscribe?token=${encodeURIComponent(candidate)}` });
        expect(response.statusCode).toBe(403);
        expect(response.body).toContain('This unsubscribe link is not valid.');
      }
    }
    expect(await emailSettings()).toMatchObject({ loadsDelivered: true, paymentsPosted: true });
  });

  test('unsubscribing a user who never saved settings keeps the other defaults', async () => {
    const fresh = await createCarrier(getDb(), { clientName: 'Never Saved Settings' });
    const secret = await signingSecret(getDb().db, 'notificationLinks', null);
    const token = signUnsubscribeToken(secret, { userId: fresh.userId, channel: 'Email', kind: 'paymentsPosted' });
    expect((await app.inject({ method: 'POST', url: `/api/NotificationUnsubscribe?token=${token}` })).statusCode).toBe(200);
    expect(await findNotificationSettings(getDb().db, fresh.userId, 'Email')).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS.Email, paymentsPosted: false });
    expect(await findNotificationSettings(getDb().db, fresh.userId, 'Text')).toEqual(DEFAULT_NOTIFICATION_SETTINGS.Text);
  });
});
