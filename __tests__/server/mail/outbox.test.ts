import { simpleParser } from 'mailparser';
import type { FastifyInstance } from 'fastify';
import { fixedClock } from '../../../src/server/clock';
import { createMailer } from '../../../src/server/services/mail/mailer';
import { findMessage } from '../../../src/server/services/mail/outboxStore';
import { outboxListing, outboxMessage } from '../../../src/server/services/mail/outboxReport';
import { describeEachDatabase } from '../support/databases';
import { testApp } from '../support/appFixtures';

const csv = Buffer.from('Load,Rate\n42,1200\n');

describeEachDatabase('mail without SMTP', (getDb) => {
  afterEach(async () => {
    await getDb().db.deleteFrom('outbox').execute();
  });

  test('without SMTP_URL a message is stored queued in the outbox as raw MIME that parses back whole', async () => {
    const mailer = createMailer(getDb().db, { smtpUrl: null, clock: fixedClock('2026-11-21T12:00:00Z') });
    const { outboxId, status } = await mailer.send({
      to: 'dispatch@fleet.test', subject: 'Claimed loads', text: 'Your claimed loads.',
      attachments: [{ filename: 'Claimed loads.csv', content: csv, contentType: 'text/csv' }],
    });
    expect(status).toBe('queued');
    const row = await findMessage(getDb().db, outboxId);
    expect(row).toMatchObject({ toAddress: 'dispatch@fleet.test', subject: 'Claimed loads', status: 'queued', attempts: 0, lastError: null, nextAttemptAt: null });
    const parsed = await simpleParser(row!.raw);
    expect(parsed.subject).toBe('Claimed loads');
    expect(parsed.text?.trim()).toBe('Your claimed loads.');
    expect(Buffer.compare(parsed.attachments[0].content, csv)).toBe(0);
    await mailer.close();
  });

  test('without SMTP_URL nothing in the outbox is ever sent', async () => {
    const mailer = createMailer(getDb().db, { smtpUrl: null, clock: fixedClock('2026-11-21T12:00:00Z') });
    const { outboxId } = await mailer.send({ to: 'dispatch@fleet.test', subject: 'Kept', text: 'Read me in the outbox.' });
    expect(await mailer.deliverPending()).toBe(0);
    expect(await findMessage(getDb().db, outboxId)).toMatchObject({ status: 'queued', attempts: 0 });
    await mailer.close();
  });

  test('the app has a mailer (app.mailer) that keeps mail in the outbox when SMTP_URL is unset', async () => {
    const app: FastifyInstance = await testApp(getDb());
    try {
      const { outboxId, status } = await app.mailer.send({ to: 'owner@fleet.test', subject: 'From the app', text: 'Hello.' });
      expect(status).toBe('queued');
      expect(await findMessage(getDb().db, outboxId)).toMatchObject({ subject: 'From the app', status: 'queued' });
    } finally {
      await app.close();
    }
  });

  test('the outbox listing shows the latest messages first, limited, with status and last error', async () => {
    const mailer = createMailer(getDb().db, { smtpUrl: null, clock: fixedClock('2026-11-21T12:00:00Z') });
    const first = await mailer.send({ to: 'a@fleet.test', subject: 'First', text: '1' });
    const second = await mailer.send({ to: 'b@fleet.test', subject: 'Second', text: '2' });
    await getDb().db.updateTable('outbox').set({ status: 'failed', attempts: 8, lastError: '550 Mailbox unavailable' }).where('id', '=', first.outboxId).execute();
    const lines = (await outboxListing(getDb().db, 10)).split('\n');
    expect(lines[0]).toMatch(new RegExp(`^#${second.outboxId} \\[queued\\] to b@fleet.test: Second`));
    expect(lines[1]).toMatch(new RegExp(`^#${first.outboxId} \\[failed\\] to a@fleet.test: First .*8 attempts`));
    expect(lines[2]).toContain('last error: 550 Mailbox unavailable');
    expect((await outboxListing(getDb().db, 1)).split('\n')).toHaveLength(1);
    await mailer.close();
  });

  test('one outbox message prints whole as its raw MIME; an unknown id prints nothing', async () => {
    const mailer = createMailer(getDb().db, { smtpUrl: null, clock: fixedClock('2026-11-21T12:00:00Z') });
    const { outboxId } = await mailer.send({ to: 'a@fleet.test', subject: 'Whole', text: 'All of it.' });
    const raw = await outboxMessage(getDb().db, outboxId);
    expect((await simpleParser(raw!)).subject).toBe('Whole');
    expect(await outboxMessage(getDb().db, outboxId + 1000)).toBeNull();
    expect(await outboxListing(getDb().db, 10)).not.toBe('The outbox is empty.');
    await getDb().db.deleteFrom('outbox').execute();
    expect(await outboxListing(getDb().db, 10)).toBe('The outbox is empty.');
    await mailer.close();
  });
});
