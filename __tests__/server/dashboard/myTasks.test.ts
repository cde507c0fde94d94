import type { FastifyInstance } from 'fastify';
import { onboardingCarrier, anonymous } from '../onboarding/support';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { favorite, insertInvoice, insertLoad } from './support';

describeEachDatabase('GET CarrierLoads/MyTasks', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb()); });
  afterAll(() => app.close());

  test('the counts are the sizes of the In Progress, Claimed and Saved lists and of the pending invoices', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const db = getDb();
    for (let i = 0; i < 2; i += 1) await insertLoad(app, db, { orderStatus: 'InRoute', carrierClientId: carrier.clientId, visibleToCarriers: 0 });
    for (let i = 0; i < 3; i += 1) await insertLoad(app, db, { orderStatus: 'PendingPickup', carrierClientId: carrier.clientId, visibleToCarriers: 0 });
    const delivered = await insertLoad(app, db, { orderStatus: 'Delivered', carrierClientId: carrier.clientId, visibleToCarriers: 0 });
    await favorite(db, carrier, await insertLoad(app, db));
    await insertInvoice(db, carrier.clientId, delivered, { amountCents: 118_250, status: 'Pending', invoicedDate: '2026-11-02' });
    await insertInvoice(db, carrier.clientId, delivered, { amountCents: 50_000, status: 'Paid', invoicedDate: '2026-10-02', paidDate: '2026-10-30' });

    const response = await carrier.call('GET', 'CarrierLoads/MyTasks');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ inRouteCount: 2, pendingPickupCount: 3, savedCount: 1, pendingPaymentCount: 1 });
    for (const [kind, key] of [['inRoute', 'inRouteCount'], ['pendingPickup', 'pendingPickupCount'], ['favorites', 'savedCount']] as const) {
      const list = await carrier.call('POST', `CarrierLoads/list/${kind}`, {});
      expect(list.json().totalRecordCount).toBe(response.json()[key]);
    }
  });

  test("another carrier's loads, favourites and invoices are not counted", async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const rival = await onboardingCarrier(app, getDb());
    const db = getDb();
    const rivalLoad = await insertLoad(app, db, { orderStatus: 'InRoute', carrierClientId: rival.clientId, visibleToCarriers: 0 });
    await insertLoad(app, db, { orderStatus: 'PendingPickup', carrierClientId: rival.clientId, visibleToCarriers: 0 });
    await favorite(db, rival, await insertLoad(app, db));
    await insertInvoice(db, rival.clientId, rivalLoad, { amountCents: 10_000, status: 'Pending', invoicedDate: '2026-11-02' });

    expect((await carrier.call('GET', 'CarrierLoads/MyTasks')).json()).toEqual({ inRouteCount: 0, pendingPickupCount: 0, savedCount: 0, pendingPaymentCount: 0 });
    expect((await rival.call('GET', 'CarrierLoads/MyTasks')).json()).toEqual({ inRouteCount: 1, pendingPickupCount: 1, savedCount: 1, pendingPaymentCount: 1 });
  });

  test('every dashboard call needs a signed-in carrier', async () => {
    for (const path of ['CarrierLoads/MyTasks', 'Carriers/InsuranceExpiration', 'CarrierLoads/newLoadsToday', 'CarrierLoads/LoadTrends',
      'CarrierLoads/SixMonthPaymentSummary', 'CarrierLoads/SixMonthLoadSummary', 'CarrierLoads/SixMonthRevenueSummary']) {
      expect((await anonymous(app, 'GET', path)).statusCode).toBe(401);
    }
  });
});
