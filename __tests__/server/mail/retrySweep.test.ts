import { fixedClock } from '../../../src/server/clock';
import { createMailer, retryDelayMs } from '../../../src/server/services/mail/mailer';
import { findMessage } from '../../../src/server/services/mail/outboxStore';
import { startRetrySweep } from '../../../src/server/services/mail/retrySweep';
import { describeEachDatabase } from '../support/databases';
import { startSmtpServer, type TestSmtpServer } from './smtpServer';

async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeEachDatabase('mail retry sweep', (getDb) => {
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  test('the retry timer delivers a message whose retry is due, without anyone asking', async () => {
    const clock = fixedClock('2026-11-21T12:00:00Z');
    const mailer = createMailer(getDb().db, { smtpUrl: smtp.url, clock });
    smtp.refusing = true;
    const { outboxId } = await mailer.send({ to: 'late@fleet.test', subject: 'Sent by the timer', text: 'Eventually.' });
    smtp.refusing = false;
    clock.advance(retryDelayMs(1));
    const stop = startRetrySweep(mailer, 25, (error) => { throw error; });
    try {
      await eventually(async () => (await findMessage(getDb().db, outboxId))?.status === 'sent');
    } finally {
      stop();
      await mailer.close();
    }
    expect(await findMessage(getDb().db, outboxId)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
