import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import { bearer } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { operatorKeyHeader } from '../support/deskAuth';
import { usePinnableClock } from '../support/testClock';
import { carrierSession, listsApp, type CarrierSession } from '../lists/support';
import { insertInvoice, orderNumbers, postInvoiceList, savePaymentTerms } from '../invoices/support';
import { mailsTo, setSettings } from '../notifications/support';
import { runDesk } from '../../../src/server/desk/run';
import { notificationDeps } from '../../../src/server/services/notifications/deps';

describeEachDatabase('POST /api/desk/invoices/{id}/paid and GET /api/desk/invoices', (getDb) => {
  let db: Db;
  let app: FastifyInstance;
  let desk: Record<string, string>;
  let carrier: CarrierSession;
  const clock = usePinnableClock();

  beforeAll(async () => {
    db = getDb();
    app = await listsApp(db, undefined, clock);
    await savePaymentTerms(db);
    desk = await operatorKeyHeader(app);
    carrier = await carrierSession(app, db);
  });
  afterAll(() => app.close());

  /** A pending invoice of the carrier, invoiced on that day; answers the invoice's own id and its load. */
  async function pendingInvoice(owner = carrier, invoicedDate = '2026-03-02') {
    const loadId = await insertInvoice(db, owner, { status: 'Pending', invoicedDate });
    const { id } = await db.db.selectFrom('invoices').select('id').where('loadId', '=', loadId).executeTakeFirstOrThrow();
    return { id, loadId };
  }
  const pay = (id: number | string, payload?: Record<string, unknown>, headers = desk) =>
    app.inject({ method: 'POST', url: `/api/desk/invoices/${id}/paid`, headers, ...(payload ? { payload } : {}) });

  test('a pending invoice is marked paid today, by New York\'s calendar, and answered whole', async () => {
    clock.pin('2026-03-07T03:30:00Z'); // Friday 22:30 in New York; Saturday in UTC
    const { id, loadId } = await pendingInvoice();
    const response = await pay(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id, loadId, clientId: carrier.clientId, clientName: 'Blue Ridge Car Carriers', amountCents: expect.any(Number), status: 'Paid',
      invoicedDate: '2026-03-02', estimatedPayDate: '2026-11-20', paidDate: '2026-03-06', paymentTermCode: 'QuickPay', driverFullName: null,
      paymentFailedAt: null, paymentFailureReason: null,
    });
  });

  test('a given paidDate is recorded, and the invoice moves to the carrier\'s Paid Invoices', async () => {
    clock.pin('2026-12-31T23:58:00Z');
    const { id, loadId } = await pendingInvoice();
    expect((await pay(id, { paidDate: '2026-03-05' })).json().paidDate).toBe('2026-03-05');
    clock.unpin();
    expect(orderNumbers(await postInvoiceList(app, carrier, { status: 'Paid' }))).toContain(loadId);
    expect(orderNumbers(await postInvoiceList(app, carrier, { status: 'Pending' }))).not.toContain(loadId);
  });

  test('a paidDate that is no calendar day, before the invoice or after today gets 400 on paidDate and changes nothing', async () => {
    clock.pin('2026-03-10T15:00:00Z');
    const { id } = await pendingInvoice();
    for (const paidDate of ['2026-02-30', 'yesterday', '2026-03-01', '2026-03-11']) {
      const response = await pay(id, { paidDate });
      expect({ paidDate, status: response.statusCode }).toEqual({ paidDate, status: 400 });
      expect(response.json().errors).toEqual([{ field: 'paidDate', message: expect.any(String) }]);
    }
    const row = await db.db.selectFrom('invoices').select(['status', 'paidDate']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'Pending', paidDate: null });
  });

  test('an unknown invoice gets 404, a malformed id 400', async () => {
    expect((await pay(99_999_999)).statusCode).toBe(404);
    const malformed = await pay('abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([{ field: 'id', message: expect.any(String) }]);
  });

  test('an invoice paid already gets 409 and keeps its paid date', async () => {
    clock.pin('2026-03-10T15:00:00Z');
    const { id } = await pendingInvoice();
    await pay(id, { paidDate: '2026-03-04' });
    const again = await pay(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: `Invoice ${id} was paid on 2026-03-04.`, code: 'conflict' });
    expect((await db.db.selectFrom('invoices').select('paidDate').where('id', '=', id).executeTakeFirstOrThrow()).paidDate).toBe('2026-03-04');
  });

  test('two operators paying at once: one wins, the other gets 409', async () => {
    const { id } = await pendingInvoice();
    const statuses = (await Promise.all([pay(id), pay(id)])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
  });

  test('the carrier is mailed the payment when its paymentsPosted setting is on, and not when it is off', async () => {
    const listening = await carrierSession(app, db);
    await setSettings(db, listening.userId, 'Email', { paymentsPosted: true });
    const quiet = await carrierSession(app, db);
    await setSettings(db, quiet.userId, 'Email', { paymentsPosted: false });
    const heard = await pendingInvoice(listening);
    const unheard = await pendingInvoice(quiet);
    await pay(heard.id);
    await pay(unheard.id);
    const mails = await mailsTo(db, listening.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Payment posted for load ${heard.loadId}`]);
    expect(await mailsTo(db, quiet.email)).toEqual([]);
  });

  test('the list shows every carrier\'s invoices, narrowed by status, carrier and load', async () => {
    const other = await carrierSession(app, db, 'Other Haulers');
    const mine = await pendingInvoice();
    const theirs = await pendingInvoice(other);
    const list = async (query: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/desk/invoices${query}`, headers: desk });
      expect(response.statusCode).toBe(200);
      return response.json() as { records: { id: number; clientId: number; status: string }[]; totalRecordCount: number };
    };
    const all = await list('?limit=1000');
    expect(all.records.map((record) => record.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect((await list(`?clientId=${other.clientId}`)).records.map((record) => record.id)).toEqual([theirs.id]);
    expect((await list(`?loadId=${mine.loadId}`)).records.map((record) => record.id)).toEqual([mine.id]);
    const pending = await list(`?status=Pending&clientId=${carrier.clientId}`);
    expect(pending.records.every((record) => record.status === 'Pending' && record.clientId === carrier.clientId)).toBe(true);
    expect(pending.totalRecordCount).toBe(pending.records.length);
  });

  test('a bad status, carrier or limit gets 400 naming the field', async () => {
    for (const [query, field] of [['?status=Late', 'status'], ['?clientId=x', 'clientId'], ['?limit=0', 'limit']]) {
      const response = await app.inject({ method: 'GET', url: `/api/desk/invoices${query}`, headers: desk });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().errors).toEqual([{ field, message: expect.any(String) }]);
    }
  });

  test('a carrier\'s token can neither list invoices at the desk nor mark one paid', async () => {
    const { id } = await pendingInvoice();
    expect((await pay(id, undefined, bearer(carrier.token))).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/desk/invoices', headers: bearer(carrier.token) })).statusCode).toBe(401);
    expect((await db.db.selectFrom('invoices').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('Pending');
  });

  test('npm run desk -- invoice pay ID [--date] marks it paid through the same rules, and invoice list shows it', async () => {
    clock.pin('2026-03-10T15:00:00Z');
    const { id, loadId } = await pendingInvoice();
    const lines: string[] = [];
    const context = { db: db.db, clock, print: (line: string) => lines.push(line), notifications: notificationDeps(app) };
    expect(await runDesk(['invoice', 'pay', String(id), '--date', '2026-03-11'], context)).toBe(1);
    expect(lines.join('\n')).toContain('--date: Must not be after today, 2026-03-10.');
    expect(await runDesk(['invoice', 'pay', String(id), '--date', '2026-03-09'], context)).toBe(0);
    expect(lines.at(-1)).toMatch(new RegExp(`^Paid #${id}\tload ${loadId}\t.*\tPaid\tinvoiced 2026-03-02\tpaid 2026-03-09$`));
    expect(await runDesk(['invoice', 'pay', String(id)], context)).toBe(1);
    expect(lines.at(-1)).toBe(`Invoice #${id} was paid on 2026-03-09 already.`);
    expect(await runDesk(['invoice', 'list', '--load', String(loadId)], context)).toBe(0);
    expect(lines.at(-1)).toMatch(new RegExp(`^#${id}\tload ${loadId}\t`));
  });
});
