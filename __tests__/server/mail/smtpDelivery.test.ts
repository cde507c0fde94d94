import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { buildApp } from '../../../src/server/app';
import { fixedClock } from '../../../src/server/clock';
import { loadConfig } from '../../../src/server/config';
import { createMailer } from '../../../src/server/services/mail/mailer';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from '../../../src/server/services/outbox/delivery';
import { findMessage } from '../../../src/server/services/mail/outboxStore';
import type { Mailer, MailMessage } from '../../../src/server/services/mail/types';
import { describeEachDatabase } from '../support/databases';
import { closedPortUrl, startSmtpServer, type TestSmtpServer } from './smtpServer';

const pdfBytes = Buffer.from('%PDF-1.4\n\u0000\u00ff binary load document\n%%EOF', 'latin1');

const message = (subject: string): MailMessage => ({
  to: 'driver@fleet.test',
  toName: 'Hank Haul',
  subject,
  text: 'Your load documents are attached.\nDrive safe.',
  attachments: [{ filename: 'Load 42.pdf', content: pdfBytes, contentType: 'application/pdf' }],
});

describeEachDatabase('mail over SMTP', (getDb) => {
  let smtp: TestSmtpServer;
  const mailers: Mailer[] = [];
  const mailerFor = (smtpUrl: string, clock = fixedClock('2026-11-21T12:00:00Z')) => {
    const mailer = createMailer(getDb().db, { smtpUrl, clock });
    mailers.push(mailer);
    return mailer;
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    smtp.refusing = false;
    await Promise.all(mailers.splice(0).map((mailer) => mailer.close()));
    // Each rule starts from an empty outbox: one test's queued mail is not another's to deliver.
    await getDb().db.deleteFrom('outbox').execute();
  });
  afterAll(() => smtp.close());

  test('with SMTP a message is delivered at once: subject, recipient, text and attachment bytes arrive, and the outbox row is sent', async () => {
    const before = smtp.received.length;
    const { outboxId, status } = await mailerFor(smtp.url).send(message('Load 42 documents'));
    expect(status).toBe('sent');
    expect(smtp.received).toHaveLength(before + 1);
    const parsed = await simpleParser(smtp.received[before]);
    expect(parsed.subject).toBe('Load 42 documents');
    expect(parsed.to).toMatchObject({ value: [{ address: 'driver@fleet.test', name: 'Hank Haul' }] });
    expect(parsed.from).toMatchObject({ value: [{ address: 'no-reply@haulboard.app', name: 'Haulboard' }] });
    expect(parsed.text?.trim()).toBe('Your load documents are attached.\nDrive safe.');
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]).toMatchObject({ filename: 'Load 42.pdf', contentType: 'application/pdf' });
    expect(Buffer.compare(parsed.attachments[0].content, pdfBytes)).toBe(0);
    expect(await findMessage(getDb().db, outboxId)).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: expect.any(String), nextAttemptAt: null });
  });

  test('a refused delivery stays queued with its error and one attempt, and deliverPending sends it once the server accepts', async () => {
    const clock = fixedClock('2026-11-21T12:00:00Z');
    const mailer = mailerFor(smtp.url, clock);
    smtp.refusing = true;
    const { outboxId, status } = await mailer.send(message('Refused at first'));
    expect(status).toBe('queued');
    expect(await findMessage(getDb().db, outboxId)).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('550'), sentAt: null });

    smtp.refusing = false;
    const before = smtp.received.length;
    clock.advance(retryDelayMs(1));
    expect(await mailer.deliverPending()).toBe(1);
    expect((await simpleParser(smtp.received[before])).subject).toBe('Refused at first');
    expect(await findMessage(getDb().db, outboxId)).toMatchObject({ status: 'sent', attempts: 2, sentAt: expect.any(String) });
  });

  test('an unreachable SMTP server leaves the message queued with the connection error', async () => {
    const { outboxId, status } = await mailerFor(await closedPortUrl()).send(message('Nobody listens'));
    expect(status).toBe('queued');
    expect(await findMessage(getDb().db, outboxId)).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED|ESOCKET|ECONNECTION/) });
  });

  test('a failed message is not retried before its backoff has passed', async () => {
    const clock = fixedClock('2026-11-21T12:00:00Z');
    const mailer = mailerFor(smtp.url, clock);
    smtp.refusing = true;
    const { outboxId } = await mailer.send(message('Wait for it'));
    smtp.refusing = false;
    clock.advance(retryDelayMs(1) - 1);
    expect(await mailer.deliverPending()).toBe(0);
    expect(await findMessage(getDb().db, outboxId)).toMatchObject({ status: 'queued', attempts: 1 });
  });

  test.each([
    ['midnight UTC', '2026-11-27T23:59:30Z'],
    ['the end of February', '2026-02-28T23:59:30Z'],
    ['the year end', '2026-12-31T23:59:30Z'],
    ['New York springing forward', '2026-03-08T06:59:30Z'],
  ])('a failed message is retried exactly when its backoff has passed, across %s', async (_when, failedAt) => {
    const clock = fixedClock(failedAt);
    const mailer = mailerFor(smtp.url, clock);
    smtp.refusing = true;
    const { outboxId } = await mailer.send(message(`Retried across ${failedAt}`));
    smtp.refusing = false;
    clock.advance(retryDelayMs(1) - 1);
    await mailer.deliverPending();
    expect(await findMessage(getDb().db, outboxId)).toMatchObject({ status: 'queued', attempts: 1 });
    clock.advance(1);
    await mailer.deliverPending();
    expect(await findMessage(getDb().db, outboxId)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  test(`after ${MAX_DELIVERY_ATTEMPTS} failed attempts a message is marked failed and kept with its error`, async () => {
    const clock = fixedClock('2026-11-21T12:00:00Z');
    const mailer = mailerFor(smtp.url, clock);
    smtp.refusing = true;
    const { outboxId } = await mailer.send(message('Never accepted'));
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      clock.advance(retryDelayMs(attempt));
      await mailer.deliverPending();
    }
    const row = await findMessage(getDb().db, outboxId);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS, lastError: expect.stringContaining('550'), nextAttemptAt: null });
    expect(row?.raw).toContain('Subject: Never accepted');
    clock.advance(24 * 60 * 60_000);
    smtp.refusing = false;
    expect(await mailer.deliverPending()).toBe(0);
  });

  test("the app's mailer (app.mailer) delivers over SMTP when SMTP_URL is set", async () => {
    const app = await buildApp({
      db: getDb(), config: loadConfig({ LOG_LEVEL: 'silent', SMTP_URL: smtp.url }), clientDir: path.join(os.tmpdir(), 'haulboard-no-client-build'),
    });
    try {
      const before = smtp.received.length;
      const { outboxId, status } = await app.mailer.send(message('From the app'));
      expect(status).toBe('sent');
      expect((await simpleParser(smtp.received[before])).subject).toBe('From the app');
      expect(await findMessage(getDb().db, outboxId)).toMatchObject({ status: 'sent' });
    } finally {
      await app.close();
    }
  });
});
