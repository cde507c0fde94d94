import { describeEachDatabase } from '../support/databases';
import { carrierSession, insertDriver } from '../lists/support';
import { useSignedInCarrier } from '../lists/signedInCarrier';
import { insertInvoice, orderNumbers, postInvoiceList, savePaymentTerms } from './support';

describeEachDatabase('POST CarrierApInvoice/list', (getDb) => {
  const { app, carrier } = useSignedInCarrier(getDb);
  beforeAll(async () => savePaymentTerms(getDb()));

  test('lists the carrier\'s own invoices of the asked status as a page with the total count', async () => {
    const paid = await insertInvoice(getDb(), carrier(), { status: 'Paid' });
    await insertInvoice(getDb(), carrier(), { status: 'Pending' });
    const other = await carrierSession(app(), getDb());
    await insertInvoice(getDb(), other, { status: 'Paid' });

    const response = await postInvoiceList(app(), carrier(), { Status: 'Paid' });
    expect(response.statusCode).toBe(200);
    expect(orderNumbers(response)).toEqual([paid]);
    expect(response.json().totalRecordCount).toBe(1);
  });

  test('an invoice reads in dollars exact to the cent with its lines: carrier pay, gap insurance and the term fee', async () => {
    // $1,234.60 for 3 vehicles on Quick Pay: gap 3 × $1.75 = $5.25, fee 2.5 % = $30.865 → $30.87; paid $1,198.48.
    const orderNumber = await insertInvoice(getDb(), carrier(), { carrierPayCents: 123_460, vehicleCount: 3, termCode: 'QuickPay', driverFullName: 'Rosa Diaz' });
    const [invoice] = (await postInvoiceList(app(), carrier(), { status: 'Pending' })).json().records;
    expect(invoice).toMatchObject({
      orderNumber, amount: 1198.48, status: 'Pending', paidStatus: 'Pending', paidDate: null, estimatedPayDate: '2026-11-20',
      invoicedDate: '2026-11-02', originCity: 'Dallas', originState: 'TX', destinationCity: 'Atlanta', destinationState: 'GA',
      numberOfVehicles: 3, driverFullName: 'Rosa Diaz', paymentTermCode: 'QuickPay',
      lines: [
        { kind: 'CarrierPay', description: 'Carrier pay', amount: 1234.6 },
        { kind: 'GapInsurance', description: 'Gap insurance (3 vehicles × $1.75)', amount: -5.25 },
        { kind: 'PaymentTermFee', description: 'Quick Pay (14-day ACH) fee (2.5%)', amount: -30.87 },
      ],
    });
    expect(invoice.actualPickupDate).toEqual(expect.any(String));
    expect(invoice.actualDeliveryDate).toEqual(expect.any(String));
  });

  test('driverId keeps the invoices of that driver\'s loads', async () => {
    const driver = await insertDriver(getDb(), carrier().clientId);
    const driven = await insertInvoice(getDb(), carrier(), { driverId: driver });
    await insertInvoice(getDb(), carrier());
    expect(orderNumbers(await postInvoiceList(app(), carrier(), { status: 'Pending', driverId: driver }))).toEqual([driven]);
  });

  test('another carrier\'s driver filters to nothing', async () => {
    const other = await carrierSession(app(), getDb());
    const theirDriver = await insertDriver(getDb(), other.clientId);
    await insertInvoice(getDb(), other, { driverId: theirDriver });
    await insertInvoice(getDb(), carrier());
    const response = await postInvoiceList(app(), carrier(), { status: 'Pending', driverId: theirDriver });
    expect(response.json()).toEqual({ records: [], totalRecordCount: 0 });
  });

  test('fromDate and thruDate keep invoices invoiced on those days, both inclusive', async () => {
    const invoiced = async (invoicedDate: string) => insertInvoice(getDb(), carrier(), { invoicedDate });
    await invoiced('2026-10-31');
    const first = await invoiced('2026-11-01');
    const last = await invoiced('2026-11-30');
    await invoiced('2026-12-01');
    const response = await postInvoiceList(app(), carrier(), { status: 'Pending', fromDate: '2026-11-01', thruDate: '2026-11-30', sortField: 'InvoicedDate', sortAscending: true });
    expect(orderNumbers(response)).toEqual([first, last]);
  });

  test('on Paid invoices fromDate and thruDate keep invoices paid on those days, whatever day they were invoiced', async () => {
    const paid = async (invoicedDate: string, paidDate: string) => insertInvoice(getDb(), carrier(), { status: 'Paid', invoicedDate, paidDate });
    const invoicedBefore = await paid('2026-10-20', '2026-11-03');
    const paidLast = await paid('2026-11-05', '2026-11-30');
    await paid('2026-11-10', '2026-12-01');
    await paid('2026-10-01', '2026-10-31');
    const response = await postInvoiceList(app(), carrier(), { status: 'Paid', fromDate: '2026-11-01', thruDate: '2026-11-30', sortField: 'InvoicedDate', sortAscending: true });
    expect(orderNumbers(response)).toEqual([invoicedBefore, paidLast]);
    expect(response.json().totalRecordCount).toBe(2);
  });

  test('on Pending invoices fromDate and thruDate keep invoices invoiced on those days', async () => {
    const inNovember = await insertInvoice(getDb(), carrier(), { status: 'Pending', invoicedDate: '2026-11-12' });
    await insertInvoice(getDb(), carrier(), { status: 'Pending', invoicedDate: '2026-10-12' });
    const response = await postInvoiceList(app(), carrier(), { status: 'Pending', fromDate: '2026-11-01', thruDate: '2026-11-30' });
    expect(orderNumbers(response)).toEqual([inNovember]);
  });

  test('sortField OrderNumber and InvoicedDate order either way; without one the newest invoiced comes first', async () => {
    const early = await insertInvoice(getDb(), carrier(), { invoicedDate: '2026-11-20' });
    const late = await insertInvoice(getDb(), carrier(), { invoicedDate: '2026-11-01' });
    const list = (criteria: object) => postInvoiceList(app(), carrier(), { status: 'Pending', ...criteria }).then(orderNumbers);
    expect(await list({ sortField: 'OrderNumber', sortAscending: true })).toEqual([early, late]);
    expect(await list({ sortField: 'OrderNumber', sortAscending: false })).toEqual([late, early]);
    expect(await list({ sortField: 'InvoicedDate', sortAscending: true })).toEqual([late, early]);
    expect(await list({})).toEqual([early, late]);
  });

  test('pages start at 1 with 20 invoices by default', async () => {
    for (let index = 0; index < 22; index += 1) await insertInvoice(getDb(), carrier());
    const first = await postInvoiceList(app(), carrier(), { status: 'Pending', sortField: 'OrderNumber', sortAscending: true });
    expect(orderNumbers(first)).toHaveLength(20);
    const second = await postInvoiceList(app(), carrier(), { status: 'Pending', sortField: 'OrderNumber', sortAscending: true }, '&pageNumber=2');
    expect(orderNumbers(second)).toHaveLength(2);
    expect(second.json().totalRecordCount).toBe(22);
    expect(new Set([...orderNumbers(first), ...orderNumbers(second)]).size).toBe(22);
  });

  test.each([
    [{}, 'status'],
    [{ status: 'Overdue' }, 'status'],
    [{ status: 'Paid', fromDate: 'last week' }, 'fromDate'],
    [{ status: 'Paid', thruDate: 17 }, 'thruDate'],
    [{ status: 'Paid', fromDate: '2026-11-10', thruDate: '2026-11-01' }, 'thruDate'],
    [{ status: 'Paid', sortField: 'Amount' }, 'sortField'],
    [{ status: 'Paid', sortAscending: 'sideways' }, 'sortAscending'],
    [{ status: 'Paid', driverId: -3 }, 'driverId'],
  ])('criteria %j are refused with a field error on %s', async (criteria, field) => {
    const response = await postInvoiceList(app(), carrier(), criteria);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field })]);
  });

  test('an unknown resultType is refused with a field error', async () => {
    const response = await postInvoiceList(app(), carrier(), { status: 'Paid' }, '&resultType=PDF');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'resultType' })]);
  });

  test('a body that is not an object is refused, never a 500', async () => {
    const response = await app().inject({
      method: 'POST', url: '/api/CarrierApInvoice/list?SourceApplication=CarrierPortal',
      headers: { authorization: `Bearer ${carrier().token}`, 'content-type': 'application/json' }, payload: '[1,2]',
    });
    expect(response.statusCode).toBe(400);
  });

  test('without a session the list is 401', async () => {
    const response = await app().inject({ method: 'POST', url: '/api/CarrierApInvoice/list?SourceApplication=CarrierPortal', payload: { status: 'Paid' } });
    expect(response.statusCode).toBe(401);
  });
});
