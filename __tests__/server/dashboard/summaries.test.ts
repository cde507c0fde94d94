import type { FastifyInstance } from 'fastify';
import { onboardingCarrier } from '../onboarding/support';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { testClock } from '../support/testClock';
import { insertDelivered, insertInvoice, insertLoad } from './support';

const months = ['2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01'];

describeEachDatabase('the six-month summaries and load trends', (getDb) => {
  const clock = testClock();
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb(), { clock }); });
  afterEach(() => clock.unpin());
  afterAll(() => app.close());

  /** A carrier signed in on 1 January 2027 a minute past midnight UTC: still 31 December in the Americas. */
  async function newYearCarrier() {
    clock.pin('2027-01-01T00:01:00Z');
    return onboardingCarrier(app, getDb());
  }

  test('SixMonthLoadSummary counts delivered loads and vehicles per UTC month, this month and the five before, by delivery instant', async () => {
    const carrier = await newYearCarrier();
    const rival = await onboardingCarrier(app, getDb());
    const db = getDb();
    await insertDelivered(app, db, carrier.clientId, '2026-07-31T23:59:59.999Z');
    await insertDelivered(app, db, carrier.clientId, '2026-08-01T00:00:00.000Z', { vehicleCount: 3 });
    await insertDelivered(app, db, carrier.clientId, '2026-12-31T23:59:00.000Z', { vehicleCount: 2 });
    await insertDelivered(app, db, carrier.clientId, '2027-01-01T00:00:30.000Z');
    await insertDelivered(app, db, rival.clientId, '2026-12-15T12:00:00.000Z');
    await insertLoad(app, db, { orderStatus: 'InRoute', carrierClientId: carrier.clientId, actualDelivery: null });

    const response = await carrier.call('GET', 'CarrierLoads/SixMonthLoadSummary');
    expect(response.statusCode).toBe(200);
    expect(response.json().months).toEqual(months.map((month) => ({
      month,
      loadCount: { '2026-08': 1, '2026-12': 1, '2027-01': 1 }[month] ?? 0,
      vehicleCount: { '2026-08': 3, '2026-12': 2, '2027-01': 1 }[month] ?? 0,
    })));
  });

  test('SixMonthPaymentSummary sums invoiced cents by invoice day and paid cents by pay day, per UTC month, exactly', async () => {
    const carrier = await newYearCarrier();
    const rival = await onboardingCarrier(app, getDb());
    const db = getDb();
    const load = await insertDelivered(app, db, carrier.clientId, '2026-11-20T12:00:00Z');
    await insertInvoice(db, carrier.clientId, load, { amountCents: 118_251, status: 'Paid', invoicedDate: '2026-11-30', paidDate: '2026-12-01' });
    await insertInvoice(db, carrier.clientId, load, { amountCents: 99_999, status: 'Pending', invoicedDate: '2026-11-02' });
    await insertInvoice(db, carrier.clientId, load, { amountCents: 1, status: 'Paid', invoicedDate: '2027-01-01', paidDate: '2027-01-01' });
    await insertInvoice(db, carrier.clientId, load, { amountCents: 500, status: 'Paid', invoicedDate: '2026-07-31', paidDate: '2026-08-01' });
    await insertInvoice(db, rival.clientId, load, { amountCents: 70_000, status: 'Paid', invoicedDate: '2026-11-30', paidDate: '2026-12-01' });

    const response = await carrier.call('GET', 'CarrierLoads/SixMonthPaymentSummary');
    expect(response.statusCode).toBe(200);
    expect(response.json().months).toEqual(months.map((month) => ({
      month,
      invoicedCents: { '2026-11': 218_250, '2027-01': 1 }[month] ?? 0,
      paidCents: { '2026-08': 500, '2026-12': 118_251, '2027-01': 1 }[month] ?? 0,
    })));
  });

  test('SixMonthRevenueSummary puts the carrier\'s pay per mile (not another carrier\'s) beside the board\'s in the compare region, MidAtlantic by default', async () => {
    const carrier = await newYearCarrier();
    const rival = await onboardingCarrier(app, getDb());
    const db = getDb();
    await insertDelivered(app, db, rival.clientId, '2026-12-11T12:00:00Z', { rate: 9000, miles: 10 });
    await insertDelivered(app, db, carrier.clientId, '2026-12-10T12:00:00Z', { rate: 1000, miles: 400 });
    await insertDelivered(app, db, carrier.clientId, '2026-12-20T12:00:00Z', { rate: 501, miles: 200 });
    // The board in December: two Mid Atlantic loads (one claimed since) and one from Texas.
    await insertLoad(app, db, { originState: 'VA', rate: 900, miles: 500, visibleToCarriersFrom: '2026-12-03T08:00:00Z' });
    await insertLoad(app, db, { originState: 'PA', rate: 300, miles: 100, visibleToCarriersFrom: '2026-12-04T08:00:00Z', orderStatus: 'PendingPickup' });
    await insertLoad(app, db, { originState: 'TX', rate: 800, miles: 200, visibleToCarriersFrom: '2026-12-05T08:00:00Z' });

    const response = await carrier.call('GET', 'CarrierLoads/SixMonthRevenueSummary');
    expect(response.statusCode).toBe(200);
    const december = { month: '2026-12', revenuePerMileCents: 250, regionRevenuePerMileCents: 200 };
    expect(response.json()).toEqual({
      compareRegion: 'MidAtlantic',
      months: months.map((month) => (month === '2026-12' ? december : { month, revenuePerMileCents: null, regionRevenuePerMileCents: null })),
    });
    const southCentral = await carrier.call('GET', 'CarrierLoads/SixMonthRevenueSummary?compareRegion=SouthCentral');
    expect(southCentral.json().months[4]).toEqual({ ...december, regionRevenuePerMileCents: 400 });
  });

  test('an unknown compare region is a field error', async () => {
    const carrier = await newYearCarrier();
    const response = await carrier.call('GET', 'CarrierLoads/SixMonthRevenueSummary?compareRegion=Atlantis');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'compareRegion', message: 'Must be one of the regions.' }]);
  });

  test('LoadTrends compares what the carrier delivered in a period with the period before, start included and end excluded', async () => {
    const carrier = await newYearCarrier();
    const rival = await onboardingCarrier(app, getDb());
    const db = getDb();
    await insertDelivered(app, db, carrier.clientId, '2026-12-25T00:01:00Z', { rate: 1234.56, miles: 300, vehicleCount: 2 });
    await insertDelivered(app, db, carrier.clientId, '2026-12-31T23:59:00Z', { rate: 100.1, miles: 50, vehicleCount: 1 });
    await insertDelivered(app, db, carrier.clientId, '2026-12-20T10:00:00Z', { rate: 700, miles: 120, vehicleCount: 4 });
    await insertDelivered(app, db, carrier.clientId, '2027-01-01T00:01:00Z', { rate: 999, miles: 1, vehicleCount: 9 });
    await insertDelivered(app, db, rival.clientId, '2026-12-30T10:00:00Z', { rate: 5000, miles: 900, vehicleCount: 9 });

    const query = new URLSearchParams({
      fromStart: '2026-12-25T00:01:00.000Z', fromEnd: '2027-01-01T00:01:00.000Z',
      compareToStart: '2026-12-18T00:01:00.000Z', compareToEnd: '2026-12-25T00:01:00.000Z',
    });
    const response = await carrier.call('GET', `CarrierLoads/LoadTrends?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      current: { loadCount: 2, vehicleCount: 3, miles: 350, revenueCents: 133_466 },
      previous: { loadCount: 1, vehicleCount: 4, miles: 120, revenueCents: 70_000 },
    });
  });

  test('LoadTrends without its four instants is refused field by field', async () => {
    const carrier = await newYearCarrier();
    const response = await carrier.call('GET', 'CarrierLoads/LoadTrends?fromStart=2026-12-25T00:00:00Z&compareToEnd=soon');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['fromEnd', 'compareToStart', 'compareToEnd']);
  });
});
