import type { FastifyInstance } from 'fastify';
import { forgotAccountLimit } from '../../../src/server/auth/passwordReset';
import { createCarrier, testApp, uniqueAddress, uniqueEmail, type TestCarrier } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { api, forgotPassword, outboxCount, resetLinkOf, waitForOutboxMail } from '../support/resetMail';
import { usePinnableClock } from '../support/testClock';

describeEachDatabase('Users/ForgotPassword', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  let carrier: TestCarrier;

  beforeAll(async () => {
    app = await testApp(getDb(), { clock });
    carrier = await createCarrier(getDb());
  });
  afterAll(() => app.close());

  test('a real address gets a mail with a single reset link to /reset/password carrying userId and resetCode', async () => {
    const response = await forgotPassword(app, carrier.email.toUpperCase(), uniqueAddress());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const mail = await waitForOutboxMail(getDb(), carrier.email);
    expect(mail.subject).toBe('Reset your Haulboard password');
    const { link, userId, resetCode } = resetLinkOf(mail.text);
    expect(link.pathname).toBe('/reset/password');
    expect(userId).toBe(String(carrier.userId));
    expect(resetCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text.match(/https?:\/\//g)).toHaveLength(1);
  });

  test('the link points at this server, never at a passwordResetUrl the caller sends', async () => {
    const email = (await createCarrier(getDb())).email;
    await forgotPassword(app, email, uniqueAddress());
    const { link } = resetLinkOf((await waitForOutboxMail(getDb(), email)).text);
    expect(link.host).not.toBe('evil.test');
  });

  test('with PUBLIC_URL set, the link points there whatever Host the request names', async () => {
    const published = await testApp(getDb(), { clock, env: { PUBLIC_URL: 'https://haulboard.example.com' } });
    try {
      const email = (await createCarrier(getDb())).email;
      await published.inject({
        method: 'POST',
        url: api('Users/ForgotPassword'),
        remoteAddress: uniqueAddress(),
        headers: { host: 'evil.test' },
        payload: { Username: email },
      });
      const { link } = resetLinkOf((await waitForOutboxMail(getDb(), email)).text);
      expect(link.origin).toBe('https://haulboard.example.com');
    } finally {
      await published.close();
    }
  });

  test('the reset code is stored only as its sha256 hash', async () => {
    const email = (await createCarrier(getDb())).email;
    await forgotPassword(app, email, uniqueAddress());
    const { resetCode, userId } = resetLinkOf((await waitForOutboxMail(getDb(), email)).text);
    const rows = await getDb().db.selectFrom('passwordResets').select('codeHash').where('userId', '=', Number(userId)).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].codeHash).not.toContain(resetCode);
  });

  test('no enumeration: an unknown address gets the same answer and no mail is stored', async () => {
    const unknown = uniqueEmail('nobody');
    const knownEmail = (await createCarrier(getDb())).email;
    const send = jest.spyOn(app.mailer, 'send');
    try {
      const missing = await forgotPassword(app, unknown, uniqueAddress());
      const known = await forgotPassword(app, knownEmail, uniqueAddress());
      expect(missing.statusCode).toBe(known.statusCode);
      expect(missing.body).toBe(known.body);
      // A mail is handed over before the answer and stored after it: the known one, asked for later, has landed.
      await waitForOutboxMail(getDb(), knownEmail);
      expect(send).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(send.mock.calls)).not.toContain(unknown);
      expect(await outboxCount(getDb(), unknown)).toBe(0);
    } finally {
      send.mockRestore();
    }
  });

  test('the reset code expires 1 hour after issue by the clock', async () => {
    clock.pin('2026-11-27T23:30:00Z');
    const email = (await createCarrier(getDb())).email;
    await forgotPassword(app, email, uniqueAddress());
    await waitForOutboxMail(getDb(), email);
    const row = await getDb().db.selectFrom('passwordResets').innerJoin('users', 'users.id', 'passwordResets.userId')
      .select('passwordResets.expiresAt').where('users.email', '=', email).executeTakeFirstOrThrow();
    expect(row.expiresAt).toBe('2026-11-28T00:30:00.000Z');
  });

  test(`throttled like sign-in: after ${forgotAccountLimit} requests for one address the next answers 429, known or not`, async () => {
    clock.pin('2026-11-21T12:00:00Z');
    for (const email of [(await createCarrier(getDb())).email, uniqueEmail('nobody')]) {
      for (let i = 0; i < forgotAccountLimit; i += 1) expect((await forgotPassword(app, email, uniqueAddress())).statusCode).toBe(200);
      const refused = await forgotPassword(app, email, uniqueAddress());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/Try again in 15 minutes/);
    }
  });

  test('a missing or malformed e-mail is a 400 field error, not a 500', async () => {
    const response = await forgotPassword(app, 'not an address');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'username', message: expect.any(String) }]);
  });
});
