import type { FastifyInstance } from 'fastify';
import { notifyLoadDelivered } from '../../../src/server/services/notifications/loadDelivered';
import { notifyPaymentPosted } from '../../../src/server/services/notifications/paymentPosted';
import { createCarrier, testApp, type TestCarrier } from '../support/appFixtures';
import { insertBoardLoad } from '../support/boardLoads';
import { describeEachDatabase } from '../support/databases';
import { addUser, mailsTo, setSettings, textsTo } from './support';

const PUBLIC_URL = 'https://portal.haulboard.test';

/** loadsDelivered and paymentsPosted are obeyed per user and per channel (account spec 3; issue 11). */
describeEachDatabase('load delivered and payment posted notices', (getDb) => {
  let app: FastifyInstance;
  let carrier: TestCarrier;
  let mailOnly: { userId: number; email: string };
  let textOnly: { userId: number; email: string };
  let neither: { userId: number; email: string };
  let otherCarrier: TestCarrier;
  let loadId = 70_000;

  beforeAll(async () => {
    app = await testApp(getDb(), { env: { PUBLIC_URL } });
    carrier = await createCarrier(getDb(), { clientName: 'Notice Haulers' });
    mailOnly = { userId: carrier.userId, email: carrier.email };
    textOnly = await addUser(getDb(), carrier.clientId, '555-0142');
    neither = await addUser(getDb(), carrier.clientId, '555-0143');
    otherCarrier = await createCarrier(getDb(), { clientName: 'Someone Else Transport' });
  });
  afterAll(() => app.close());

  beforeEach(async () => {
    await getDb().db.deleteFrom('outbox').execute();
    await getDb().db.deleteFrom('smsOutbox').execute();
    await setSettings(getDb(), mailOnly.userId, 'Email', { loadsDelivered: true, paymentsPosted: true });
    await setSettings(getDb(), mailOnly.userId, 'Text', { loadsDelivered: false, paymentsPosted: false });
    await setSettings(getDb(), textOnly.userId, 'Email', { loadsDelivered: false, paymentsPosted: false });
    await setSettings(getDb(), textOnly.userId, 'Text', { loadsDelivered: true, paymentsPosted: true });
    await setSettings(getDb(), neither.userId, 'Email', { loadsDelivered: false, paymentsPosted: false });
    await setSettings(getDb(), neither.userId, 'Text', { loadsDelivered: false, paymentsPosted: false });
  });

  const deliveredLoad = async (clientId: number | null) => {
    loadId += 1;
    await insertBoardLoad(app, getDb(), { id: loadId, orderStatus: 'Delivered', carrierClientId: clientId, visibleToCarriers: 0 });
    return loadId;
  };

  const paidInvoice = async (clientId: number, status: 'Paid' | 'Pending' = 'Paid') => {
    const load = await deliveredLoad(clientId);
    const { id } = await getDb().db.insertInto('invoices').values({
      clientId, loadId: load, amountCents: 119825, carrierPayCents: 120000, vehicleCount: 1, gapInsuranceCents: 175,
      paymentTermCode: 'ThirtyDayPay', paymentTermFeeBasisPoints: 0, paymentTermFeeCents: 0, status, invoicedDate: '2026-11-20', estimatedPayDate: '2026-11-24',
      paidDate: status === 'Paid' ? '2026-11-24' : null, driverFullName: null,
    }).returning('id').executeTakeFirstOrThrow();
    return { invoiceId: id, loadId: load };
  };

  test('a delivered load mails only the users of its carrier with loadsDelivered on for email', async () => {
    const id = await deliveredLoad(carrier.clientId);
    expect(await notifyLoadDelivered(app, id)).toEqual({ mails: 1, texts: 1 });
    const [mail, ...more] = await mailsTo(getDb(), mailOnly.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`Load ${id} was delivered`);
    expect(mail.text).toContain(`Load ${id} (Wichita, KS to Kansas City, MO) was delivered.`);
    expect(await mailsTo(getDb(), textOnly.email)).toEqual([]);
    expect(await mailsTo(getDb(), neither.email)).toEqual([]);
    expect(await mailsTo(getDb(), otherCarrier.email)).toEqual([]);
  });

  test('a delivered load texts only the users with loadsDelivered on for text, at their cell phone', async () => {
    const id = await deliveredLoad(carrier.clientId);
    await notifyLoadDelivered(app, id);
    const [text] = await textsTo(getDb(), '555-0142');
    expect(text).toMatch(new RegExp(`^Haulboard: load ${id} \\(Wichita, KS to Kansas City, MO\\) was delivered\\. Stop: ${PUBLIC_URL}/api/NotificationUnsubscribe\\?token=`));
    expect(await textsTo(getDb(), '555-0143')).toEqual([]);
    expect(await getDb().db.selectFrom('smsOutbox').select('id').execute()).toHaveLength(1);
  });

  test('another carrier with the setting on hears nothing of a load that is not its own', async () => {
    await setSettings(getDb(), otherCarrier.userId, 'Email', { loadsDelivered: true });
    await notifyLoadDelivered(app, await deliveredLoad(carrier.clientId));
    expect(await mailsTo(getDb(), otherCarrier.email)).toEqual([]);
  });

  test('a load without a carrier, or no such load, tells no one', async () => {
    expect(await notifyLoadDelivered(app, await deliveredLoad(null))).toEqual({ mails: 0, texts: 0 });
    expect(await notifyLoadDelivered(app, 987_654)).toEqual({ mails: 0, texts: 0 });
    expect(await getDb().db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });

  test('a user with loadsDelivered on for text but no cell phone gets no text', async () => {
    const noPhone = await addUser(getDb(), carrier.clientId, null);
    await setSettings(getDb(), noPhone.userId, 'Email', { loadsDelivered: false });
    await setSettings(getDb(), noPhone.userId, 'Text', { loadsDelivered: true });
    expect(await notifyLoadDelivered(app, await deliveredLoad(carrier.clientId))).toEqual({ mails: 1, texts: 1 });
    await getDb().db.deleteFrom('users').where('id', '=', noPhone.userId).execute();
  });

  test('notice mail carries one-click unsubscribe headers naming its own link', async () => {
    await notifyLoadDelivered(app, await deliveredLoad(carrier.clientId));
    const [mail] = await mailsTo(getDb(), mailOnly.email);
    const line = (key: string) => mail.headerLines.find((header) => header.key === key)?.line.replace(/\r?\n\s+/g, ' ') ?? '';
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(line('list-unsubscribe')).toMatch(
      new RegExp(`^List-Unsubscribe: <${PUBLIC_URL}/api/NotificationUnsubscribe\\?token=${mailOnly.userId}\\.Email\\.loadsDelivered\\.[\\w-]{43}>$`),
    );
    expect(mail.text).toContain(`${PUBLIC_URL}/api/NotificationUnsubscribe?token=${mailOnly.userId}.Email.loadsDelivered.`);
  });

  test('a paid invoice mails and texts the users of its carrier with paymentsPosted on, per channel', async () => {
    const { invoiceId, loadId: paidLoad } = await paidInvoice(carrier.clientId);
    expect(await notifyPaymentPosted(app, invoiceId)).toEqual({ mails: 1, texts: 1 });
    const [mail] = await mailsTo(getDb(), mailOnly.email);
    expect(mail.subject).toBe(`Payment posted for load ${paidLoad}`);
    expect(mail.text).toContain(`We paid $1,198.25 for load ${paidLoad} on 11/24/2026.`);
    expect(await textsTo(getDb(), '555-0142')).toEqual([expect.stringContaining(`Haulboard: $1,198.25 paid for load ${paidLoad} on 11/24/2026.`)]);
    expect(await mailsTo(getDb(), textOnly.email)).toEqual([]);
    expect(await textsTo(getDb(), '555-0143')).toEqual([]);
    expect(await mailsTo(getDb(), otherCarrier.email)).toEqual([]);
  });

  test('paymentsPosted is its own setting: loadsDelivered on alone brings no payment mail', async () => {
    await setSettings(getDb(), mailOnly.userId, 'Email', { loadsDelivered: true, paymentsPosted: false });
    const { invoiceId } = await paidInvoice(carrier.clientId);
    expect(await notifyPaymentPosted(app, invoiceId)).toEqual({ mails: 0, texts: 1 });
    expect(await mailsTo(getDb(), mailOnly.email)).toEqual([]);
  });

  test('an invoice not yet paid tells no one', async () => {
    const { invoiceId } = await paidInvoice(carrier.clientId, 'Pending');
    expect(await notifyPaymentPosted(app, invoiceId)).toEqual({ mails: 0, texts: 0 });
  });
});
