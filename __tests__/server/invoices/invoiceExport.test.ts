import { parse } from 'csv-parse/sync';
import { simpleParser } from 'mailparser';
import { invoiceCsvColumns } from '../../../src/server/services/exports/invoiceCsv';
import { describeEachDatabase } from '../support/databases';
import { carrierSession, insertDriver } from '../lists/support';
import { useSignedInCarrier } from '../lists/signedInCarrier';
import { insertInvoice, orderNumbers, postInvoiceList, savePaymentTerms } from './support';

const readCsv = (text: string | Buffer): Record<string, string>[] => parse(text, { bom: true, columns: true, skip_empty_lines: true });

describeEachDatabase('invoice list CSV and e-mail', (getDb) => {
  const { app, carrier, smtp } = useSignedInCarrier(getDb, { clientName: 'Blue Ridge Car Carriers', mail: true });
  beforeAll(async () => savePaymentTerms(getDb()));

  test('resultType CSV downloads \'Paid Invoices.csv\' for paid invoices and \'Pending Invoices.csv\' for pending ones', async () => {
    for (const status of ['Paid', 'Pending'] as const) {
      const response = await postInvoiceList(app(), carrier(), { status }, '&resultType=CSV');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${status} Invoices.csv"`);
    }
  });

  test('the CSV read back has the header and one row per invoice of the whole filtered list, in the list\'s order, to the cent', async () => {
    const driver = await insertDriver(getDb(), carrier().clientId);
    for (let index = 0; index < 3; index += 1) {
      await insertInvoice(getDb(), carrier(), { status: 'Paid', carrierPayCents: 123_460 + index, vehicleCount: 3, driverId: driver, driverFullName: 'Hank Hauler' });
    }
    await insertInvoice(getDb(), carrier(), { status: 'Pending' });
    const criteria = { status: 'Paid', sortField: 'OrderNumber', sortAscending: false };
    const csv = await postInvoiceList(app(), carrier(), criteria, '&resultType=CSV&pageNumber=2&pageSize=1');
    const list = await postInvoiceList(app(), carrier(), criteria);

    expect(parse(csv.body, { bom: true, to_line: 1 })[0]).toEqual(invoiceCsvColumns('Paid'));
    const rows = readCsv(csv.body);
    expect(rows.map((row) => Number(row['Order Number']))).toEqual(orderNumbers(list));
    expect(rows[2]).toMatchObject({
      Status: 'Paid', 'Invoiced Date': '11/2/2026', 'Paid Date': '11/19/2026', Origin: 'Dallas, TX', Destination: 'Atlanta, GA',
      Vehicles: '3', Driver: 'Hank Hauler', 'Carrier Pay': '$1,234.60', 'Gap Insurance': '$5.25', 'Payment Term Fee': '$30.87', Amount: '$1,198.48',
    });
  });

  test.each(['America/Los_Angeles', 'Pacific/Auckland'])('picked up and delivered are the places\' local times with their zones, whatever the reader\'s zone (%s)', async (readerZone) => {
    const orderNumber = await insertInvoice(getDb(), carrier(), { status: 'Pending', actualPickup: '2026-10-28T15:00:00.000Z', actualDelivery: '2026-10-31T15:00:00.000Z' });
    const rows = readCsv((await postInvoiceList(app(), carrier(), { status: 'Pending' }, `&resultType=CSV&pageSize=100&timeZone=${readerZone}`)).body);
    expect(rows.find((row) => Number(row['Order Number']) === orderNumber)).toMatchObject({
      'Picked Up': '10/28/2026 10:00 AM CDT', Delivered: '10/31/2026 11:00 AM EDT',
    });
  });

  test('resultType Email sends the CSV to the carrier\'s chosen driver and answers ok', async () => {
    const driver = await insertDriver(getDb(), carrier().clientId, { firstName: 'Rosa', lastName: 'Diaz', email: 'rosa@fleet.test' });
    const orderNumber = await insertInvoice(getDb(), carrier(), { status: 'Pending' });
    const response = await postInvoiceList(app(), carrier(), { status: 'Pending', toUserId: driver, subject: '', body: '' }, '&resultType=Email');
    expect(response.json()).toEqual({ ok: true });
    const mail = await simpleParser(smtp().received[0]);
    expect(mail.to).toMatchObject({ value: [{ address: 'rosa@fleet.test' }] });
    expect(mail.subject).toBe('Pending Invoices - Blue Ridge Car Carriers');
    expect(mail.attachments[0].filename).toBe('Pending Invoices.csv');
    expect(readCsv(mail.attachments[0].content).map((row) => Number(row['Order Number']))).toEqual([orderNumber]);
  });

  test('another carrier\'s driver or team member is refused on toUserId and nothing is sent', async () => {
    const other = await carrierSession(app(), getDb());
    const theirDriver = await insertDriver(getDb(), other.clientId);
    for (const recipient of [{ toUserId: theirDriver }, { toUserId: other.userId, toUserType: 'User' }]) {
      const response = await postInvoiceList(app(), carrier(), { status: 'Paid', ...recipient }, '&resultType=Email');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'toUserId', message: expect.any(String) }]);
    }
    expect(smtp().received).toHaveLength(0);
  });

  test('an e-mail without a recipient is refused on toUserId', async () => {
    const response = await postInvoiceList(app(), carrier(), { status: 'Paid' }, '&resultType=Email');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'toUserId' })]);
  });
});
