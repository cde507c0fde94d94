import { fixedClock } from '../../../src/server/clock';
import { runDesk } from '../../../src/server/desk/run';
import { describeEachDatabase } from '../support/databases';
import { carrierSession, type CarrierSession } from '../lists/support';
import { useSignedInCarrier } from '../lists/signedInCarrier';
import { getAs, insertInvoice, postAs, savePaymentTerms } from './support';

describeEachDatabase('default payment method and its change requests', (getDb) => {
  const { app, carrier } = useSignedInCarrier(getDb);
  let printed: string[] = [];
  const desk = (...argv: string[]) =>
    runDesk(argv, { db: getDb().db, clock: fixedClock('2026-11-24T09:30:00.000Z'), print: (line) => printed.push(line) });
  const defaultOf = async (session: CarrierSession) => (await getAs(app(), session, 'CarrierApInvoice/DefaultPaymentMethod')).json();
  const request = (session: CarrierSession, code: string) =>
    postAs(app(), session, `CarrierApInvoice/DefaultPaymentMethodChangeRequest?requestedSettlementOption=${encodeURIComponent(code)}`);

  beforeAll(async () => savePaymentTerms(getDb()));
  beforeEach(async () => {
    printed = [];
    await getDb().db.updateTable('clients').set({ defaultPaymentMethod: 'ThirtyDayPay' }).where('id', '=', carrier().clientId).execute();
  });

  test('the default payment method is the carrier\'s own code, with no pending request at first', async () => {
    expect(await defaultOf(carrier())).toEqual({ defaultPaymentMethod: 'ThirtyDayPay', pendingChangeRequest: null });
  });

  test('a change request is pending until the operator approves it', async () => {
    const response = await request(carrier(), 'QuickPay');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      defaultPaymentMethod: 'ThirtyDayPay',
      pendingChangeRequest: { id: expect.any(Number), requestedSettlementOption: 'QuickPay', requestedAt: expect.any(String) },
    });
    expect(await defaultOf(carrier())).toEqual(response.json());
  });

  test('an unknown settlement option is refused with a field error', async () => {
    for (const code of ['NextDayPay', '']) {
      const response = await request(carrier(), code);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ field: 'requestedSettlementOption' })]);
    }
    expect((await defaultOf(carrier())).pendingChangeRequest).toBeNull();
  });

  test('requesting the term the carrier already has is refused', async () => {
    const response = await request(carrier(), 'ThirtyDayPay');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('requestedSettlementOption');
  });

  test('a second request replaces the pending one', async () => {
    const first = (await request(carrier(), 'QuickPay')).json().pendingChangeRequest;
    const second = (await request(carrier(), 'ExpressPay')).json().pendingChangeRequest;
    expect(second).toMatchObject({ requestedSettlementOption: 'ExpressPay' });
    expect(second.id).not.toBe(first.id);
    expect(await desk('payment-preference', 'approve', String(first.id))).toBe(1);
    expect((await defaultOf(carrier())).defaultPaymentMethod).toBe('ThirtyDayPay');
  });

  test('two requests at once leave one pending request', async () => {
    const answers = await Promise.all([request(carrier(), 'QuickPay'), request(carrier(), 'ExpressPay')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const pending = await getDb().db.selectFrom('paymentMethodChangeRequests').select('id')
      .where('clientId', '=', carrier().clientId).where('status', '=', 'Pending').execute();
    expect(pending).toHaveLength(1);
  });

  test('the operator lists pending requests and approving one changes the default for invoices made after it, not existing ones', async () => {
    const existing = await insertInvoice(getDb(), carrier(), { termCode: 'ThirtyDayPay' });
    const { id } = (await request(carrier(), 'QuickPay')).json().pendingChangeRequest;
    expect(await desk('payment-preference', 'list')).toBe(0);
    expect(printed.join('\n')).toContain(`${id}\tclient ${carrier().clientId}`);
    expect(await desk('payment-preference', 'approve', String(id))).toBe(0);
    expect(await defaultOf(carrier())).toEqual({ defaultPaymentMethod: 'QuickPay', pendingChangeRequest: null });
    const invoice = (await getAs(app(), carrier(), `CarrierApInvoice/details/${existing}`)).json();
    expect(invoice.paymentTermCode).toBe('ThirtyDayPay');
    expect(await desk('payment-preference', 'approve', String(id))).toBe(1);
  });

  test('approve without a request id prints the usage', async () => {
    expect(await desk('payment-preference', 'approve', 'x')).toBe(1);
    expect(printed.join('\n')).toMatch(/Usage: npm run desk -- payment-preference approve/);
    printed = [];
    await desk('help');
    expect(printed.join('\n')).toContain('npm run desk -- payment-preference approve ID');
  });

  test('one carrier\'s request is not another\'s: neither shown to it nor applied to it', async () => {
    const other = await carrierSession(app(), getDb());
    const { id } = (await request(carrier(), 'ExpressPay')).json().pendingChangeRequest;
    expect((await defaultOf(other)).pendingChangeRequest).toBeNull();
    await desk('payment-preference', 'approve', String(id));
    expect((await defaultOf(other)).defaultPaymentMethod).toBe('ACH30');
  });

  test('without a session both calls are 401', async () => {
    expect((await app().inject({ url: '/api/CarrierApInvoice/DefaultPaymentMethod?SourceApplication=CarrierPortal' })).statusCode).toBe(401);
    const post = await app().inject({ method: 'POST', url: '/api/CarrierApInvoice/DefaultPaymentMethodChangeRequest?SourceApplication=CarrierPortal&requestedSettlementOption=QuickPay' });
    expect(post.statusCode).toBe(401);
  });
});
