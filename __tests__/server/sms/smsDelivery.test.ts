import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../src/server/app';
import { fixedClock } from '../../../src/server/clock';
import { loadConfig } from '../../../src/server/config';
import { findTextMessage } from '../../../src/server/repositories/smsOutbox';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from '../../../src/server/services/outbox/delivery';
import { smsOutboxListing } from '../../../src/server/services/sms/smsOutboxReport';
import { createTexter, type Texter } from '../../../src/server/services/sms/texter';
import { closedPortUrl } from '../mail/smtpServer';
import { describeEachDatabase } from '../support/databases';
import { startTwilioServer, TEST_ACCOUNT_SID, TEST_AUTH_TOKEN, TEST_FROM, type TestTwilioServer } from './twilioServer';

const text = { to: '+15405550133', body: 'Blue Ridge Car Carriers added you as a driver on Haulboard. Open: https://x.test/driver/a&b=c' };

describeEachDatabase('texts over SMS_URL', (getDb) => {
  let twilio: TestTwilioServer;
  const texters: Texter[] = [];
  const texterFor = (smsUrl: string | null, clock = fixedClock('2026-11-21T12:00:00Z')) => {
    const texter = createTexter(getDb().db, { smsUrl, clock });
    texters.push(texter);
    return texter;
  };

  beforeAll(async () => {
    twilio = await startTwilioServer();
  });
  afterEach(async () => {
    twilio.refusing = false;
    await Promise.all(texters.splice(0).map((texter) => texter.close()));
    await getDb().db.deleteFrom('smsOutbox').execute();
  });
  afterAll(() => twilio.close());

  test('with SMS_URL a text is sent at once to the Messages API, form-encoded with basic auth, and its row is sent', async () => {
    const before = twilio.received.length;
    const { outboxId, status } = await texterFor(twilio.smsUrl).send(text);
    expect(status).toBe('sent');
    expect(twilio.received).toHaveLength(before + 1);
    const received = twilio.received[before];
    expect(received.path).toBe(`/2010-04-01/Accounts/${TEST_ACCOUNT_SID}/Messages.json`);
    expect(received.contentType).toBe('application/x-www-form-urlencoded');
    expect(received.authorization).toBe(`Basic ${Buffer.from(`${TEST_ACCOUNT_SID}:${TEST_AUTH_TOKEN}`).toString('base64')}`);
    expect(received.form).toEqual({ To: text.to, From: TEST_FROM, Body: text.body });
    expect(await findTextMessage(getDb().db, outboxId)).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: '2026-11-21T12:00:00.000Z', nextAttemptAt: null });
  });

  test('a refused text stays queued with the provider\'s words, and is sent once its backoff has passed', async () => {
    const clock = fixedClock('2026-11-21T12:00:00Z');
    const texter = texterFor(twilio.smsUrl, clock);
    twilio.refusing = true;
    const { outboxId, status } = await texter.send(text);
    expect(status).toBe('queued');
    expect(await findTextMessage(getDb().db, outboxId)).toMatchObject({
      status: 'queued', attempts: 1, lastError: "HTTP 400: 21211 The 'To' number is not a valid phone number.", sentAt: null,
    });
    twilio.refusing = false;
    clock.advance(retryDelayMs(1) - 1);
    expect(await texter.deliverPending()).toBe(0);
    clock.advance(1);
    expect(await texter.deliverPending()).toBe(1);
    expect(await findTextMessage(getDb().db, outboxId)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  test('an unreachable provider leaves the text queued with the connection error', async () => {
    const port = new URL(await closedPortUrl()).port;
    const { outboxId, status } = await texterFor(`http://${TEST_ACCOUNT_SID}:secret@127.0.0.1:${port}?from=%2B15555550100`).send(text);
    expect(status).toBe('queued');
    expect(await findTextMessage(getDb().db, outboxId)).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('ECONNREFUSED') });
  });

  test(`after ${MAX_DELIVERY_ATTEMPTS} refused attempts a text is marked failed and kept with its error`, async () => {
    const clock = fixedClock('2026-11-21T12:00:00Z');
    const texter = texterFor(twilio.smsUrl, clock);
    twilio.refusing = true;
    const { outboxId } = await texter.send(text);
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      clock.advance(retryDelayMs(attempt));
      await texter.deliverPending();
    }
    expect(await findTextMessage(getDb().db, outboxId)).toMatchObject({
      status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS, lastError: expect.stringContaining('21211'), nextAttemptAt: null, body: text.body,
    });
    twilio.refusing = false;
    clock.advance(24 * 60 * 60_000);
    expect(await texter.deliverPending()).toBe(0);
  });

  test('without SMS_URL a text stays queued in sms_outbox and is never sent', async () => {
    const before = twilio.received.length;
    const texter = texterFor(null);
    const { outboxId, status } = await texter.send(text);
    expect(status).toBe('queued');
    expect(await texter.deliverPending()).toBe(0);
    expect(await findTextMessage(getDb().db, outboxId)).toMatchObject({ status: 'queued', attempts: 0, nextAttemptAt: null, toNumber: text.to });
    expect(twilio.received).toHaveLength(before);
  });

  test('the text outbox listing (npm run outbox -- --sms) shows the latest texts first with status, body and last error', async () => {
    const texter = texterFor(null);
    const first = await texter.send({ to: '+15405550101', body: 'First text' });
    const second = await texter.send({ to: '+15405550102', body: 'Second text' });
    await getDb().db.updateTable('smsOutbox').set({ status: 'failed', attempts: 8, lastError: 'HTTP 400: 21211' }).where('id', '=', first.outboxId).execute();
    const lines = (await smsOutboxListing(getDb().db, 10)).split('\n');
    expect(lines[0]).toBe(`#${second.outboxId} [queued] to +15405550102 (created 2026-11-21T12:00:00.000Z): Second text`);
    expect(lines[1]).toMatch(new RegExp(`^#${first.outboxId} \\[failed\\] to \\+15405550101 .*8 attempts.*: First text$`));
    expect(lines[2]).toContain('last error: HTTP 400: 21211');
    await getDb().db.deleteFrom('smsOutbox').execute();
    expect(await smsOutboxListing(getDb().db, 10)).toBe('The text outbox is empty.');
  });

  test("the app's texter (app.texter) sends through the provider when SMS_URL is set", async () => {
    const app = await buildApp({
      db: getDb(), config: loadConfig({ LOG_LEVEL: 'silent', SMS_URL: twilio.smsUrl }), clientDir: path.join(os.tmpdir(), 'haulboard-no-client-build'),
    });
    try {
      const before = twilio.received.length;
      const { outboxId, status } = await app.texter.send(text);
      expect(status).toBe('sent');
      expect(twilio.received[before].form.Body).toBe(text.body);
      expect(await findTextMessage(getDb().db, outboxId)).toMatchObject({ status: 'sent' });
    } finally {
      await app.close();
    }
  });
});
