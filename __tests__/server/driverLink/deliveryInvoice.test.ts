import type { FastifyInstance } from 'fastify';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { usePinnableClock } from '../support/testClock';
import { savePaymentTerms } from '../invoices/support';
import { mailsTo, setSettings } from '../notifications/support';
import { aVehicle, asCarrier, asDriver, insertLoad, inspected, claimedBy, linkedDriver, type LinkedDriver } from './support';

const threeVehicles = [aVehicle(), aVehicle({ make: 'Honda', model: 'Civic' }), aVehicle({ make: 'Ford', model: 'F-150' })];

describeEachDatabase('the invoice a delivery makes', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(getDb(), { clock });
    await savePaymentTerms(getDb());
  });
  afterAll(() => app.close());

  async function deliverOnTheRoad(linked: LinkedDriver, term: string, rate: number, deliveredAt: string): Promise<number> {
    await getDb().db.updateTable('clients').set({ defaultPaymentMethod: term }).where('id', '=', linked.carrier.clientId).execute();
    const id = await insertLoad(getDb(), { ...claimedBy(linked.carrier, 'InRoute'), driverId: linked.driverId, rate, vehicles: threeVehicles, actualPickup: '2026-11-23T15:00:00.000Z' });
    clock.pin(deliveredAt);
    await inspected(app, linked.token, id, 'pickup', 'delivery');
    const response = await asDriver(app, linked.token, 'POST', `loads/${id}/delivered`, { ReceivedBy: 'Sam Lot' });
    expect(response.statusCode).toBe(200);
    return id;
  }

  test('delivered the Wednesday before Thanksgiving on Quick Pay: carrier pay − $1.75 a vehicle − 2.5 %, paid 14 business days later', async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await deliverOnTheRoad(linked, 'QuickPay', 1234.57, '2026-11-25T21:30:00.000Z');
    const invoice = await getDb().db.selectFrom('invoices').selectAll().where('loadId', '=', id).executeTakeFirstOrThrow();
    // 123457 − 3 × 175 − round(123457 × 2.5 %) = 123457 − 525 − 3086; Thanksgiving (26 Nov) is skipped with the weekends.
    expect(invoice).toMatchObject({
      clientId: linked.carrier.clientId, carrierPayCents: 123_457, vehicleCount: 3, gapInsuranceCents: 525,
      paymentTermCode: 'QuickPay', paymentTermFeeBasisPoints: 250, paymentTermFeeCents: 3086, amountCents: 119_846,
      status: 'Pending', invoicedDate: '2026-11-25', estimatedPayDate: '2026-12-16', paidDate: null, driverFullName: 'Rosa Diaz',
    });
  });

  test('on Express Pay the two business days after Thanksgiving Wednesday are Friday and Monday', async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await deliverOnTheRoad(linked, 'ExpressPay', 999.99, '2026-11-25T12:00:00.000Z');
    const invoice = await getDb().db.selectFrom('invoices').selectAll().where('loadId', '=', id).executeTakeFirstOrThrow();
    // 99999 − 525 − round(4999.95) = 99999 − 525 − 5000
    expect(invoice).toMatchObject({ paymentTermFeeCents: 5000, amountCents: 94_474, estimatedPayDate: '2026-11-30' });
  });

  test('the pending invoice shows in the carrier\'s Pending list with its amount', async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await deliverOnTheRoad(linked, 'ThirtyDayPay', 800, '2026-11-25T12:00:00.000Z');
    const response = await asCarrier(app, linked.carrier, 'GET', `CarrierApInvoice/details/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ orderNumber: id, amount: 794.75, status: 'Pending', invoicedDate: '2026-11-25' });
  });

  test('a delivery tells the carrier\'s users who keep loadsDelivered on, after it is stored', async () => {
    const linked = await linkedDriver(app, getDb());
    await setSettings(getDb(), linked.carrier.userId, 'Email', { loadsDelivered: true });
    const id = await deliverOnTheRoad(linked, 'QuickPay', 500, '2026-11-25T12:00:00.000Z');
    const mails = await mailsTo(getDb(), linked.carrier.email);
    expect(mails.map((mail) => mail.subject)).toContain(`Load ${id} was delivered`);
  });

  test('with loadsDelivered off the carrier gets no delivery mail, and the invoice is made all the same', async () => {
    const linked = await linkedDriver(app, getDb());
    await setSettings(getDb(), linked.carrier.userId, 'Email', { loadsDelivered: false });
    const id = await deliverOnTheRoad(linked, 'QuickPay', 500, '2026-11-25T12:00:00.000Z');
    const mails = await mailsTo(getDb(), linked.carrier.email);
    expect(mails.map((mail) => mail.subject)).not.toContain(`Load ${id} was delivered`);
    expect(await getDb().db.selectFrom('invoices').select('id').where('loadId', '=', id).execute()).toHaveLength(1);
  });
});
