import { describeEachDatabase } from '../support/databases';
import { carrierSession } from '../lists/support';
import { useSignedInCarrier } from '../lists/signedInCarrier';
import { getAs, insertInvoice, savePaymentTerms } from './support';

describeEachDatabase('GET CarrierApInvoice/details/{id}', (getDb) => {
  const { app, carrier } = useSignedInCarrier(getDb);
  beforeAll(async () => savePaymentTerms(getDb()));

  test('answers the carrier\'s invoice of that order number with its lines', async () => {
    const orderNumber = await insertInvoice(getDb(), carrier(), { status: 'Paid', carrierPayCents: 99_999, vehicleCount: 2, termCode: 'ExpressPay' });
    const response = await getAs(app(), carrier(), `CarrierApInvoice/details/${orderNumber}`);
    expect(response.statusCode).toBe(200);
    // Express Pay 5 % of $999.99 = $49.9995 → $50.00; 2 × $1.75 = $3.50; paid $946.49.
    expect(response.json()).toMatchObject({
      orderNumber, status: 'Paid', paidDate: '2026-11-19', amount: 946.49, numberOfVehicles: 2,
      lines: [{ amount: 999.99 }, { amount: -3.5 }, { amount: -50, description: 'Express Pay (2-day ACH) fee (5%)' }],
    });
  });

  test('another carrier\'s invoice is not found', async () => {
    const other = await carrierSession(app(), getDb());
    const theirs = await insertInvoice(getDb(), other);
    const response = await getAs(app(), carrier(), `CarrierApInvoice/details/${theirs}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'not_found' });
  });

  test('a load without an invoice is not found', async () => {
    expect((await getAs(app(), carrier(), 'CarrierApInvoice/details/2147483000')).statusCode).toBe(404);
  });

  test.each(['abc', '0', '-4', '1.5', '99999999999'])('id %s is refused as not a load number', async (id) => {
    const response = await getAs(app(), carrier(), `CarrierApInvoice/details/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'id' })]);
  });

  test('without a session the detail is 401', async () => {
    const response = await app().inject({ url: '/api/CarrierApInvoice/details/1?SourceApplication=CarrierPortal' });
    expect(response.statusCode).toBe(401);
  });
});
