import type { FastifyInstance } from 'fastify';
import { markInvoicePaid } from '../../../src/server/services/invoices/markPaid';
import { markPaymentFailed } from '../../../src/server/services/invoices/markPaymentFailed';
import { notificationDeps } from '../../../src/server/services/notifications/deps';
import { sendPaymentProblemNotices } from '../../../src/server/services/notifications/paymentProblem';
import { createCarrier, testApp, type TestCarrier } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { testClock } from '../support/testClock';
import { insertInvoice } from '../invoices/support';
import { addUser, mailsTo, setSettings, textsTo, unsubscribeLinkOf } from './support';

const PUBLIC_URL = 'https://portal.haulboard.test';

/*
 * paymentErrors (issue 22): a payment the desk marked failed is told, once, to each user of the invoice's carrier
 * with the setting on, by mail and text as each one's settings say.
 */
describeEachDatabase('payment problem notices', (getDb) => {
  const clock = testClock();
  let app: FastifyInstance;
  let carrier: TestCarrier;

  beforeAll(async () => {
    clock.pin('2026-12-31T22:00:00.000Z');
    app = await testApp(getDb(), { clock, env: { PUBLIC_URL } });
    carrier = await createCarrier(getDb(), { clientName: 'Payment Problem Haulers' });
  });
  afterAll(() => app.close());

  /** A pending invoice of the carrier whose payment the desk marked failed at the pinned time. */
  async function failedInvoice(owner: TestCarrier, reason = 'The bank returned the transfer: account closed.') {
    const loadId = await insertInvoice(getDb(), owner, { invoicedDate: '2026-12-01', carrierPayCents: 120_000, vehicleCount: 1, termCode: 'ThirtyDayPay' });
    const { id } = await getDb().db.selectFrom('invoices').select('id').where('loadId', '=', loadId).executeTakeFirstOrThrow();
    const marked = await markPaymentFailed(notificationDeps(app), { invoiceId: id, reason, recordedBy: 'test desk' });
    expect(marked.outcome).toBe('recorded');
    return { invoiceId: id, loadId };
  }

  test('each user of the invoice\'s carrier with paymentErrors on is told, by mail and text as set, with the reason and unsubscribe links', async () => {
    const owner = await createCarrier(getDb(), { clientName: 'Told Carriers' });
    const texted = await addUser(getDb(), owner.clientId, '555-0171');
    const quiet = await addUser(getDb(), owner.clientId, '555-0172');
    await setSettings(getDb(), owner.userId, 'Email', { paymentErrors: true });
    await setSettings(getDb(), texted.userId, 'Email', { paymentErrors: false });
    await setSettings(getDb(), texted.userId, 'Text', { paymentErrors: true });
    await setSettings(getDb(), quiet.userId, 'Email', { paymentErrors: false });
    clock.pin('2026-12-31T22:00:00.000Z');
    const { loadId } = await failedInvoice(owner);

    await sendPaymentProblemNotices(app);
    const [mail, ...more] = await mailsTo(getDb(), owner.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`Payment problem for load ${loadId}`);
    expect(mail.text).toContain(`We could not pay $1,198.25 for load ${loadId}. Reason: The bank returned the transfer: account closed.`);
    expect(mail.text).toContain(`${PUBLIC_URL}/invoices/details/${loadId}`);
    expect(unsubscribeLinkOf(mail.text!).searchParams.get('token')).toMatch(new RegExp(`^${owner.userId}\\.Email\\.paymentErrors\\.`));
    const [text] = await textsTo(getDb(), '555-0171');
    expect(text).toMatch(new RegExp(`^Haulboard: we could not pay \\$1,198\\.25 for load ${loadId}\\. .* Stop: ${PUBLIC_URL}/api/NotificationUnsubscribe\\?token=${texted.userId}\\.Text\\.paymentErrors\\.`));
    expect(await mailsTo(getDb(), texted.email)).toEqual([]);
    expect(await mailsTo(getDb(), quiet.email)).toEqual([]);
    expect(await textsTo(getDb(), '555-0172')).toEqual([]);
  });

  test('a payment problem is told once: a second run sends nothing', async () => {
    clock.pin('2027-01-01T08:00:00.000Z');
    const owner = await createCarrier(getDb(), { clientName: 'Once Only Freight' });
    await failedInvoice(owner);
    await sendPaymentProblemNotices(app);
    clock.pin('2027-01-01T09:00:00.000Z');
    await sendPaymentProblemNotices(app);
    expect(await mailsTo(getDb(), owner.email)).toHaveLength(1);
  });

  test('two processes running the job at once tell each user once', async () => {
    clock.pin('2027-01-02T08:00:00.000Z');
    const owner = await createCarrier(getDb(), { clientName: 'Two Process Pay' });
    const teammate = await addUser(getDb(), owner.clientId);
    await failedInvoice(owner);
    const secondProcess = await testApp(getDb(), { clock });
    try {
      await Promise.all([sendPaymentProblemNotices(app), sendPaymentProblemNotices(secondProcess)]);
    } finally {
      await secondProcess.close();
    }
    expect(await mailsTo(getDb(), owner.email)).toHaveLength(1);
    expect(await mailsTo(getDb(), teammate.email)).toHaveLength(1);
  });

  test('another carrier hears nothing of an invoice that is not its own', async () => {
    clock.pin('2027-01-03T08:00:00.000Z');
    const other = await createCarrier(getDb(), { clientName: 'Bystander Transport' });
    await setSettings(getDb(), other.userId, 'Email', { paymentErrors: true });
    await failedInvoice(carrier);
    await sendPaymentProblemNotices(app);
    expect(await mailsTo(getDb(), other.email)).toEqual([]);
  });

  test('an invoice paid before the job runs is not told as a problem', async () => {
    clock.pin('2027-01-04T15:00:00.000Z');
    const owner = await createCarrier(getDb(), { clientName: 'Paid After All' });
    await setSettings(getDb(), owner.userId, 'Email', { paymentErrors: true, paymentsPosted: false });
    const { invoiceId } = await failedInvoice(owner);
    expect((await markInvoicePaid(notificationDeps(app), { invoiceId })).outcome).toBe('paid');
    await sendPaymentProblemNotices(app);
    expect(await mailsTo(getDb(), owner.email)).toEqual([]);
  });

  test('notices are ours, not the carrier\'s writing: stored without a carrier, they never count against its sending limits', async () => {
    clock.pin('2027-01-06T08:00:00.000Z');
    const owner = await createCarrier(getDb(), { clientName: 'Limits Untouched' });
    await setSettings(getDb(), owner.userId, 'Text', { paymentErrors: true });
    await failedInvoice(owner);
    await sendPaymentProblemNotices(app);
    const mails = await getDb().db.selectFrom('outbox').select('clientId').where('toAddress', '=', owner.email.toLowerCase()).execute();
    const texts = await getDb().db.selectFrom('smsOutbox').select('clientId').where('toNumber', '=', '540-555-0102').execute();
    expect([...mails, ...texts].map((row) => row.clientId)).toEqual([null, null]);
  });

  test('a failure recorded more than 7 days before the run is no longer told', async () => {
    clock.pin('2027-01-05T08:00:00.000Z');
    const owner = await createCarrier(getDb(), { clientName: 'Late Listener' });
    await setSettings(getDb(), owner.userId, 'Email', { paymentErrors: false });
    await failedInvoice(owner);
    await sendPaymentProblemNotices(app);
    await setSettings(getDb(), owner.userId, 'Email', { paymentErrors: true });
    clock.pin('2027-01-12T08:00:01.000Z');
    await sendPaymentProblemNotices(app);
    expect(await mailsTo(getDb(), owner.email)).toEqual([]);
    clock.pin('2027-01-12T08:00:00.000Z');
    await sendPaymentProblemNotices(app);
    expect(await mailsTo(getDb(), owner.email)).toHaveLength(1);
  });
});
