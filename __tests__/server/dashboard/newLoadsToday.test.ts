import type { FastifyInstance } from 'fastify';
import { onboardingCarrier } from '../onboarding/support';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { insertLoad } from './support';

const window = (from: string, thru: string) =>
  `CarrierLoads/newLoadsToday?visibleToCarriersFrom=${encodeURIComponent(from)}&visibleToCarriersThru=${encodeURIComponent(thru)}`;

describeEachDatabase('GET CarrierLoads/newLoadsToday', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb()); });
  afterAll(() => app.close());

  test('counts the loads put on the board within the window, both ends included, that are still to be claimed', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const db = getDb();
    const at = (instant: string, extra = {}) => insertLoad(app, db, { visibleToCarriersFrom: instant, ...extra });
    await at('2021-03-01T09:59:59.999Z');
    await at('2021-03-01T10:00:00.000Z');
    await at('2021-03-01T23:30:00.000Z');
    await at('2021-03-02T10:00:00.000Z');
    await at('2021-03-02T10:00:00.001Z');
    await at('2021-03-01T12:00:00.000Z', { visibleToCarriers: 0 });
    await at('2021-03-01T12:00:00.000Z', { orderStatus: 'PendingPickup', carrierClientId: carrier.clientId });

    const response = await carrier.call('GET', window('2021-03-01T10:00:00.000Z', '2021-03-02T10:00:00.000Z'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(3);
    // The same instants written with an offset name the same window.
    expect((await carrier.call('GET', window('2021-03-01T05:00:00-05:00', '2021-03-02T05:00:00-05:00'))).json()).toBe(3);
  });

  test('a window without both ends, with a date that is not one, or ending before it starts is a field error, never a 500', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const missing = await carrier.call('GET', 'CarrierLoads/newLoadsToday?visibleToCarriersFrom=2021-03-01T10:00:00Z');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'visibleToCarriersThru', message: 'Must be a date and time.' }]);
    const nonsense = await carrier.call('GET', window('yesterday', '2021-03-01T10:00:00Z'));
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json().errors[0].field).toBe('visibleToCarriersFrom');
    const backwards = await carrier.call('GET', window('2021-03-02T10:00:00Z', '2021-03-01T10:00:00Z'));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].field).toBe('visibleToCarriersThru');
  });
});
