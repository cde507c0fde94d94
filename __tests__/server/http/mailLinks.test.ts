import type { FastifyInstance, InjectOptions } from 'fastify';
import { fixedClock } from '../../../src/server/clock';
import { runDesk } from '../../../src/server/desk/run';
import { linkedDriver } from '../driverLink/support';
import { complete, issueCode, validForm } from '../registration/support';
import { bearer, createCarrier, testApp, uniqueAddress, uniqueEmail } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { api, waitForOutboxMail } from '../support/resetMail';
import { usePinnableClock } from '../support/testClock';

/** Every way a request could name a host: its Host header and the proxies' forwarded headers. */
const hostile = {
  host: 'attacker.example:8080',
  'x-forwarded-host': 'attacker.example:8080',
  'x-forwarded-proto': 'https',
  forwarded: 'host=attacker.example:8080;proto=https',
};

const linkIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? 'none:');

/** Issue 21: a link in mail names PUBLIC_URL, or without it the address the server listens on, never the request's. */
describeEachDatabase('links in mail never follow the request', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  // The test configuration: HOST 127.0.0.1 and PORT 3000 by default, no PUBLIC_URL.
  const listening = 'http://127.0.0.1:3000';
  beforeAll(async () => {
    app = await testApp(getDb(), { clock });
  });
  afterAll(() => app.close());

  const forgotPassword = (target: FastifyInstance, username: string) => target.inject({
    method: 'POST', url: api('Users/ForgotPassword'), remoteAddress: uniqueAddress(), headers: hostile, payload: { Username: username },
  });

  test('a password reset link names the listening address whatever Host the request names', async () => {
    const { email } = await createCarrier(getDb());
    expect((await forgotPassword(app, email)).statusCode).toBe(200);
    expect(linkIn((await waitForOutboxMail(getDb(), email)).text).origin).toBe(listening);
  });

  test('a resent invitation\'s link names the listening address whatever Host the request names', async () => {
    const { clientId } = await createCarrier(getDb());
    const email = uniqueEmail('invitee');
    const printed: string[] = [];
    await runDesk(['invitation', '--client', String(clientId), '--email', email, '--first-name', 'Lee'],
      { db: getDb().db, clock: fixedClock(clock.now()), print: (line) => printed.push(line) });
    await getDb().db.deleteFrom('outbox').where('toAddress', '=', email).execute();
    const resent: InjectOptions = { method: 'POST', url: api('Users/ResendInvitation'), remoteAddress: uniqueAddress(), headers: hostile, payload: { EmailAddress: email } };
    expect((await app.inject(resent)).statusCode).toBe(200);
    const link = linkIn((await waitForOutboxMail(getDb(), email)).text);
    expect(link.origin).toBe(listening);
    expect(link.searchParams.get('temporaryPassword')).toBeTruthy();
  });

  test('the registration owner\'s link names the listening address whatever Host the request names', async () => {
    const form = validForm(await issueCode(getDb(), clock.now()));
    const registered = await complete(app, form, uniqueAddress(), hostile);
    expect(registered.statusCode).toBe(200);
    expect(linkIn((await waitForOutboxMail(getDb(), String(form.companyEmailAddress))).text).origin).toBe(listening);
  });

  test('Send Driver Link mails a link on the listening address whatever Host the request names', async () => {
    const linked = await linkedDriver(app, getDb());
    const email = uniqueEmail('driver');
    await getDb().db.updateTable('drivers').set({ email }).where('id', '=', linked.driverId).execute();
    const sent = await app.inject({
      method: 'POST', url: `${api('Drivers/SendDriverLink')}&driverId=${linked.driverId}`, headers: { ...hostile, ...bearer(linked.carrier.token) },
    });
    expect(sent.statusCode).toBe(200);
    expect(linkIn((await waitForOutboxMail(getDb(), email)).text).origin).toBe(listening);
  });

  test('with PUBLIC_URL, links name it even behind a trusted proxy that forwards another host', async () => {
    const published = await testApp(getDb(), { clock, env: { PUBLIC_URL: 'https://haulboard.example.com', TRUST_PROXY: '1' } });
    try {
      const { email } = await createCarrier(getDb());
      await forgotPassword(published, email);
      expect(linkIn((await waitForOutboxMail(getDb(), email)).text).origin).toBe('https://haulboard.example.com');
    } finally {
      await published.close();
    }
  });

  test('without PUBLIC_URL, links name the port the server was given when it asked for any free one', async () => {
    const anyPort = await testApp(getDb(), { clock, env: { PORT: '0' } });
    try {
      await anyPort.listen({ host: '127.0.0.1', port: 0 });
      const { port } = anyPort.server.address() as { port: number };
      const { email } = await createCarrier(getDb());
      await forgotPassword(anyPort, email);
      expect(linkIn((await waitForOutboxMail(getDb(), email)).text).origin).toBe(`http://127.0.0.1:${port}`);
    } finally {
      await anyPort.close();
    }
  });

});
