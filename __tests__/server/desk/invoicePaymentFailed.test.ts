import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import { runDesk } from '../../../src/server/desk/run';
import { listJobs } from '../../../src/server/services/jobs/jobStore';
import { notificationDeps } from '../../../src/server/services/notifications/deps';
import { bearer, testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { deskAuthHeader, operatorKeyHeader } from '../support/deskAuth';
import { testClock } from '../support/testClock';
import { carrierSession, type CarrierSession } from '../lists/support';
import { insertInvoice, savePaymentTerms } from '../invoices/support';
import { linkedDriver } from '../driverLink/support';
import { mailsTo, setSettings } from '../notifications/support';

/*
 * Payment problems (issue 22): the desk records that a pending invoice's payment failed, with the reason the
 * carrier is told; the paymentErrors job tells the carrier. Each test pins its own day, later than the ones before
 * it in the file, so the job is due whichever test runs first.
 */
describeEachDatabase('POST /api/desk/invoices/{id}/paymentFailed and npm run desk -- invoice fail', (getDb) => {
  let db: Db;
  let app: FastifyInstance;
  let desk: Record<string, string>;
  let carrier: CarrierSession;
  const clock = testClock();

  beforeAll(async () => {
    db = getDb();
    clock.pin('2026-03-01T12:00:00Z');
    app = await testApp(db, { clock });
    await savePaymentTerms(db);
    desk = await operatorKeyHeader(app);
    carrier = await carrierSession(app, db);
  });
  afterAll(() => app.close());

  async function pendingInvoice(owner = carrier, status: 'Pending' | 'Paid' = 'Pending') {
    const loadId = await insertInvoice(db, owner, { status, invoicedDate: '2026-02-20' });
    const { id } = await db.db.selectFrom('invoices').select('id').where('loadId', '=', loadId).executeTakeFirstOrThrow();
    return { id, loadId };
  }
  const fail = (id: number | string, payload: unknown = { reason: 'The bank returned the ACH transfer: account closed.' }, headers = desk) =>
    app.inject({ method: 'POST', url: `/api/desk/invoices/${id}/paymentFailed`, headers, payload: payload as Record<string, unknown> });

  test('a pending invoice\'s payment is marked failed with its reason, and the invoice is answered with both', async () => {
    clock.pin('2026-03-02T15:00:00Z');
    const { id, loadId } = await pendingInvoice();
    const response = await fail(id, { reason: '  Account closed.  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id, loadId, status: 'Pending', paymentFailedAt: '2026-03-02T15:00:00.000Z', paymentFailureReason: 'Account closed.',
    });
    const listed = await app.inject({ method: 'GET', url: `/api/desk/invoices?loadId=${loadId}`, headers: desk });
    expect(listed.json().records[0]).toMatchObject({ paymentFailedAt: '2026-03-02T15:00:00.000Z', paymentFailureReason: 'Account closed.' });
  });

  test('marking it failed makes the paymentErrors job due, and the job tells the carrier once', async () => {
    clock.pin('2026-03-03T15:00:00Z');
    await app.jobs.runDue();
    const told = await carrierSession(app, db, 'Failed Pay Freight');
    await setSettings(db, told.userId, 'Email', { paymentErrors: true });
    const { id, loadId } = await pendingInvoice(told);
    clock.advance(60_000);
    expect((await fail(id)).statusCode).toBe(200);
    expect((await listJobs(db.db)).find((job) => job.name === 'paymentProblemNotices')?.dueAt).toBe('2026-03-03T15:01:00.000Z');
    expect(await app.jobs.runDue()).toContain('paymentProblemNotices');
    expect((await mailsTo(db, told.email)).map((mail) => mail.subject)).toEqual([`Payment problem for load ${loadId}`]);
    clock.advance(24 * 60 * 60_000);
    await app.jobs.runDue();
    expect(await mailsTo(db, told.email)).toHaveLength(1);
  });

  test('a paid invoice\'s payment cannot fail, and one invoice is marked failed once: both 409', async () => {
    clock.pin('2026-03-04T15:00:00Z');
    const paid = await pendingInvoice(carrier, 'Paid');
    const paidAnswer = await fail(paid.id);
    expect(paidAnswer.statusCode).toBe(409);
    expect(paidAnswer.json()).toEqual({ message: `Invoice ${paid.id} was paid on 2026-11-19.`, code: 'conflict' });

    const { id } = await pendingInvoice();
    await fail(id);
    clock.advance(60_000);
    const again = await fail(id, { reason: 'Another reason' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: `Invoice ${id}'s payment was marked failed at 2026-03-04T15:00:00.000Z.`, code: 'conflict' });
  });

  test('two operators marking one invoice at once: one records it, the other gets 409', async () => {
    const { id } = await pendingInvoice();
    const statuses = db.dialect === 'sqlite'
      ? [(await fail(id)).statusCode, (await fail(id)).statusCode]
      : (await Promise.all([fail(id), fail(id)])).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await db.db.selectFrom('invoicePaymentFailures').select('invoiceId').where('invoiceId', '=', id).execute()).toHaveLength(1);
  });

  test('a missing, blank, too long or control-character reason gets 400 on reason and records nothing', async () => {
    const { id } = await pendingInvoice();
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(301) }, { reason: 'closed\u0000' }]) {
      const response = await fail(id, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(response.json().errors).toEqual([{ field: 'reason', message: expect.any(String) }]);
    }
    expect(await db.db.selectFrom('invoicePaymentFailures').select('invoiceId').where('invoiceId', '=', id).execute()).toEqual([]);
  });

  test('an unknown invoice gets 404, a malformed id 400', async () => {
    expect((await fail(99_999_999)).statusCode).toBe(404);
    const malformed = await fail('abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([{ field: 'id', message: expect.any(String) }]);
  });

  test('a broker\'s key gets 403; a carrier\'s token, a driver link and no token get 401; nothing is recorded', async () => {
    const { id } = await pendingInvoice();
    const broker = await deskAuthHeader(app, `failing broker ${process.pid}`, 'broker');
    const brokerAnswer = await fail(id, undefined, broker);
    expect({ status: brokerAnswer.statusCode, code: brokerAnswer.json().code }).toEqual({ status: 403, code: 'forbidden' });
    const driver = await linkedDriver(app, db, carrier);
    for (const headers of [bearer(carrier.token), bearer(driver.token), {}]) {
      expect((await fail(id, undefined, headers)).statusCode).toBe(401);
    }
    expect(await db.db.selectFrom('invoicePaymentFailures').select('invoiceId').where('invoiceId', '=', id).execute()).toEqual([]);
  });

  test('npm run desk -- invoice fail ID --reason marks it through the same rules, and invoice list shows it', async () => {
    clock.pin('2026-03-05T15:00:00Z');
    const { id, loadId } = await pendingInvoice();
    const lines: string[] = [];
    const context = { db: db.db, clock, print: (line: string) => lines.push(line), notifications: notificationDeps(app) };
    expect(await runDesk(['invoice', 'fail', String(id)], context)).toBe(1);
    expect(lines.join('\n')).toContain('--reason: Required');
    expect(await runDesk(['invoice', 'fail', String(id), '--reason', 'Account closed.'], context)).toBe(0);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^Payment failed #${id}\tload ${loadId}\t.*\tpayment failed 2026-03-05T15:00:00.000Z: Account closed.$`)));
    expect(await runDesk(['invoice', 'fail', String(id), '--reason', 'Again'], context)).toBe(1);
    expect(lines.at(-1)).toBe(`Invoice #${id}'s payment was marked failed at 2026-03-05T15:00:00.000Z already.`);
    expect(await runDesk(['invoice', 'fail', '99999999', '--reason', 'x'], context)).toBe(1);
    expect(lines.at(-1)).toBe('No invoice #99999999.');
    expect(await runDesk(['invoice', 'list', '--load', String(loadId)], context)).toBe(0);
    expect(lines.at(-1)).toContain('\tpayment failed 2026-03-05T15:00:00.000Z: Account closed.');
  });
});
