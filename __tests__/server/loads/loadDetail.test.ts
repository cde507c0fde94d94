import { describeEachDatabase } from '../support/databases';
import { claimBody, claimedMessage, dayFromToday, missingMessage, useLoadsFixture } from './support/loadsFixture';

/** Opening one load by number, and the load-number box's presence check (loads spec 4, 6 and 8). */
describeEachDatabase('one load by number', (getDb) => {
  const fixture = useLoadsFixture(getDb);

  test("the carrier's own claimed load opens with its assigned driver", async () => {
    const { call, carrier, insertLoad, insertDriver } = fixture();
    const driverId = await insertDriver(carrier.clientId, { firstName: 'Ana' });
    const id = await insertLoad();
    expect((await call('POST', `CarrierLoads/${id}/assignment`, carrier, claimBody(undefined, undefined, driverId))).statusCode).toBe(200);
    const response = await call('POST', `CarrierLoads/get/${id}`, carrier);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id, orderStatus: 'PendingPickup', driverId, assignedToCurrentCarrier: true, unAssigned: false,
      vehicles: [{ make: 'Toyota', model: 'Camry' }], driver: { driverId, firstName: 'Ana', name: 'Ana Diaz', enabled: true },
    });
  });

  test("a load without a driver, or whose driver is not one of the carrier's, shows no driver", async () => {
    const { call, carrier, rival, insertLoad, insertDriver } = fixture();
    const id = await insertLoad({ carrierClientId: carrier.clientId, orderStatus: 'PendingPickup' });
    expect((await call('POST', `CarrierLoads/get/${id}`, carrier)).json()).toMatchObject({ driverId: null, driver: null });
    const strangerId = await insertDriver(rival.clientId);
    const odd = await insertLoad({ carrierClientId: carrier.clientId, orderStatus: 'PendingPickup', driverId: strangerId });
    expect((await call('POST', `CarrierLoads/get/${odd}`, carrier)).json()).toMatchObject({ driverId: strangerId, driver: null });
  });

  test('an unassigned load shown to carriers opens for anyone, even after its pick-up window has passed', async () => {
    const { call, carrier, rival, insertLoad } = fixture();
    const passed = await insertLoad({ earliestPickup: dayFromToday(-9), latestPickup: dayFromToday(-4) });
    for (const viewer of [carrier, rival]) {
      const response = await call('POST', `CarrierLoads/get/${passed}`, viewer);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: passed, unAssigned: true, assignedToCurrentCarrier: false, driver: null });
    }
  });

  test("a load that does not exist answers 404 with the spec's message", async () => {
    const { call, carrier } = fixture();
    const response = await call('POST', 'CarrierLoads/get/999999', carrier);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: missingMessage, code: 'not_found' });
  });

  test('an unassigned load hidden from carriers does not exist for them', async () => {
    const { call, carrier, insertLoad } = fixture();
    const hidden = await insertLoad({ visibleToCarriers: 0 });
    const response = await call('POST', `CarrierLoads/get/${hidden}`, carrier);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: missingMessage, code: 'not_found' });
  });

  test("another carrier's load, in any status, answers 403 'already been claimed'", async () => {
    const { call, carrier, rival, insertLoad } = fixture();
    for (const orderStatus of ['PendingPickup', 'InRoute', 'Delivered'] as const) {
      const id = await insertLoad({ carrierClientId: rival.clientId, orderStatus, visibleToCarriers: 0 });
      const response = await call('POST', `CarrierLoads/get/${id}`, carrier);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: claimedMessage, code: 'forbidden' });
      expect((await call('POST', `CarrierLoads/get/${id}`, rival)).statusCode).toBe(200);
    }
  });

  test('a load number that is not a whole number answers 400', async () => {
    const { call, carrier } = fixture();
    for (const id of ['abc', '1.5', '-3', '0', '1e309']) {
      expect((await call('POST', `CarrierLoads/get/${id}`, carrier)).statusCode).toBe(400);
      expect((await call('GET', `CarrierLoads/${id}/presence`, carrier)).statusCode).toBe(400);
    }
  });

  test('a load number too large for an id says the load does not exist', async () => {
    const { call, carrier } = fixture();
    for (const id of ['2147483648', '99999999999', '99999999999999999999999999']) {
      for (const response of [await call('POST', `CarrierLoads/get/${id}`, carrier), await call('GET', `CarrierLoads/${id}/presence`, carrier)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: "We're sorry, the load you are looking for does not exist.", code: 'not_found' });
      }
    }
  });

  test("presence says whether the load is unassigned or the viewer's", async () => {
    const { call, carrier, insertLoad } = fixture();
    const open = await insertLoad();
    const own = await insertLoad({ carrierClientId: carrier.clientId, orderStatus: 'InRoute' });
    expect((await call('GET', `CarrierLoads/${open}/presence`, carrier)).json()).toEqual({ id: open, assignedToCurrentCarrier: false, unAssigned: true });
    expect((await call('GET', `CarrierLoads/${own}/presence`, carrier)).json()).toEqual({ id: own, assignedToCurrentCarrier: true, unAssigned: false });
  });

  test("presence refuses as the detail does: 404 for a missing or hidden load, 403 for another carrier's", async () => {
    const { call, carrier, rival, insertLoad } = fixture();
    const hidden = await insertLoad({ visibleToCarriers: 0 });
    const rivals = await insertLoad({ carrierClientId: rival.clientId, orderStatus: 'PendingPickup' });
    expect((await call('GET', 'CarrierLoads/999998/presence', carrier)).json()).toEqual({ message: missingMessage, code: 'not_found' });
    expect((await call('GET', `CarrierLoads/${hidden}/presence`, carrier)).statusCode).toBe(404);
    const refused = await call('GET', `CarrierLoads/${rivals}/presence`, carrier);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: claimedMessage, code: 'forbidden' });
  });

  test('opening a load needs a session', async () => {
    const { call, insertLoad } = fixture();
    const id = await insertLoad();
    expect((await call('POST', `CarrierLoads/get/${id}`, null)).statusCode).toBe(401);
    expect((await call('GET', `CarrierLoads/${id}/presence`, null)).statusCode).toBe(401);
  });
});
