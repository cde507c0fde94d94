import { findLoadEvents } from '../../../src/server/repositories/loadEvents';
import { describeEachDatabase } from '../support/databases';
import { at, claimBody, dayFromToday, useLoadsFixture, type SignedInCarrier } from './support/loadsFixture';

/** Changing a claimed load's pick-up and drop-off, or its driver (loads spec 4 and 5). */
describeEachDatabase('changing a claimed load', (getDb) => {
  const fixture = useLoadsFixture(getDb);

  const claimed = async (overrides = {}, driverId: number | null = null) => {
    const { call, carrier, insertLoad } = fixture();
    const id = await insertLoad(overrides);
    expect((await call('POST', `CarrierLoads/${id}/assignment`, carrier, claimBody(at(1), at(2), driverId))).statusCode).toBe(200);
    return id;
  };
  const changeDates = (id: number, body: unknown, as?: SignedInCarrier) => fixture().call('PUT', `CarrierLoads/${id}/ChangeDates`, as ?? fixture().carrier, body);
  const changeDriver = (id: number, body: unknown, as?: SignedInCarrier) => fixture().call('PUT', `CarrierLoads/${id}/ChangeDriver`, as ?? fixture().carrier, body);
  const setStatus = (id: number, orderStatus: 'InRoute' | 'Delivered') =>
    fixture().db.db.updateTable('loads').set({ orderStatus }).where('id', '=', id).execute();

  test('changing dates stores the new times and records where they moved from', async () => {
    const { db, loadRow } = fixture();
    const id = await claimed();
    const before = await loadRow(id);
    const response = await changeDates(id, { ScheduledPickup: at(2, '07:15:00'), ScheduledDelivery: at(3, '18:00:00') });
    expect(response.statusCode).toBe(200);
    const moved = { scheduledPickup: `${dayFromToday(2)}T07:15:00.000Z`, scheduledDelivery: `${dayFromToday(3)}T18:00:00.000Z` };
    expect(response.json()).toMatchObject({ ...moved, orderStatus: 'PendingPickup' });
    expect(await loadRow(id)).toMatchObject(moved);
    const [, event] = await findLoadEvents(db.db, id);
    expect(event).toMatchObject({
      kind: 'datesChanged',
      details: { from: { scheduledPickup: before.scheduledPickup, scheduledDelivery: before.scheduledDelivery }, to: moved },
    });
  });

  test('changed dates follow the claim rules, today included', async () => {
    const id = await claimed({ earliestPickup: dayFromToday(-4), latestPickup: dayFromToday(3), latestDelivery: dayFromToday(5) });
    const tooEarly = await changeDates(id, { ScheduledPickup: at(-1), ScheduledDelivery: at(2) });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().errors).toEqual([{ field: 'scheduledPickup', message: expect.stringMatching(/^Pick-up must be between/) }]);
    const tooLate = await changeDates(id, { ScheduledPickup: at(1), ScheduledDelivery: at(6) });
    expect(tooLate.json().errors).toEqual([{ field: 'scheduledDelivery', message: expect.stringMatching(/^Drop-off must be between/) }]);
    expect((await changeDates(id, {})).json().errors.map((error: { field: string }) => error.field)).toEqual(['scheduledPickup', 'scheduledDelivery']);
  });

  test('a pick-up whose range has passed stands when sent back unchanged: only the drop-off moves', async () => {
    const { db } = fixture();
    const id = await claimed({ latestDelivery: dayFromToday(6) });
    const pickup = `${dayFromToday(-2)}T09:00:00.000Z`;
    await db.db.updateTable('loads').set({ earliestPickup: dayFromToday(-3), latestPickup: dayFromToday(-1), scheduledPickup: pickup }).where('id', '=', id).execute();
    const kept = await changeDates(id, { ScheduledPickup: pickup, ScheduledDelivery: at(4) });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ scheduledPickup: pickup, scheduledDelivery: `${dayFromToday(4)}T12:00:00.000Z` });
    const moved = await changeDates(id, { ScheduledPickup: at(-1), ScheduledDelivery: at(4) });
    expect(moved.json().errors).toEqual([{ field: 'scheduledPickup', message: 'Pick-Up date range has passed.' }]);
  });

  test('dates can be changed only before pick-up', async () => {
    const id = await claimed();
    await setStatus(id, 'InRoute');
    const response = await changeDates(id, { ScheduledPickup: at(1), ScheduledDelivery: at(2) });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(new RegExp(`^Load ${id} is in progress`));
  });

  test('a load not assigned to the carrier cannot be changed', async () => {
    const { insertLoad } = fixture();
    const id = await insertLoad();
    const dates = await changeDates(id, { ScheduledPickup: at(1), ScheduledDelivery: at(2) });
    expect(dates.statusCode).toBe(409);
    expect(dates.json()).toEqual({ message: 'Load is not assigned to your carrier', code: 'conflict' });
    expect((await changeDriver(id, { DriverId: null })).json()).toEqual({ message: 'Load is not assigned to your carrier', code: 'conflict' });
  });

  test('changing the driver puts the new driver on the load and records the change', async () => {
    const { carrier, insertDriver, db } = fixture();
    const first = await insertDriver(carrier.clientId);
    const second = await insertDriver(carrier.clientId, { firstName: 'Lee' });
    const id = await claimed({}, first);
    const response = await changeDriver(id, { DriverId: second });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ driverId: second, driver: { driverId: second, firstName: 'Lee' } });
    expect((await findLoadEvents(db.db, id)).at(-1)).toMatchObject({ kind: 'driverChanged', details: { from: first, to: second } });
  });

  test('a null driver takes the driver off the load; no driver at all is refused', async () => {
    const { carrier, insertDriver, loadRow } = fixture();
    const id = await claimed({}, await insertDriver(carrier.clientId));
    const missing = await changeDriver(id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('driverId');
    expect((await changeDriver(id, { DriverId: null })).json()).toMatchObject({ driverId: null, driver: null });
    expect((await loadRow(id)).driverId).toBeNull();
  });

  test('the driver can be changed before pick-up and on the road, not once delivered', async () => {
    const { carrier, insertDriver } = fixture();
    const driverId = await insertDriver(carrier.clientId);
    const id = await claimed();
    await setStatus(id, 'InRoute');
    expect((await changeDriver(id, { DriverId: driverId })).statusCode).toBe(200);
    await setStatus(id, 'Delivered');
    const refused = await changeDriver(id, { DriverId: null });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(new RegExp(`^Load ${id} has been delivered`));
  });

  test("the new driver must be one of the carrier's own active drivers", async () => {
    const { carrier, rival, insertDriver, loadRow } = fixture();
    const id = await claimed();
    for (const driverId of [await insertDriver(rival.clientId), await insertDriver(carrier.clientId, { enabled: 0 })]) {
      const response = await changeDriver(id, { DriverId: driverId });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'driverId', message: expect.any(String) }]);
    }
    expect((await loadRow(id)).driverId).toBeNull();
  });

  test("errors say what happened: a non-numeric driver id gives one field error, not also 'body: Must be empty.'", async () => {
    const { call, carrier, insertLoad } = fixture();
    const id = await claimed();
    const change = await changeDriver(id, { DriverId: 'abc' });
    expect(change.statusCode).toBe(400);
    expect(change.json().errors).toEqual([{ field: 'driverId', message: 'Must be a whole number or empty.' }]);
    const claim = await call('POST', `CarrierLoads/${await insertLoad()}/assignment`, carrier, { ...claimBody(), DriverId: 'abc' });
    expect(claim.statusCode).toBe(400);
    expect(claim.json().errors).toEqual([{ field: 'driverId', message: 'Must be a whole number or empty.' }]);
  });
});
