import { claimAvailableLoad } from '../../../src/server/repositories/loadAssignments';
import { formatPlaceTime } from '../../../src/shared/placeTime';
import { findLoadEvents } from '../../../src/server/repositories/loadEvents';
import { describeEachDatabase } from '../support/databases';
import { at, claimBody, claimedMessage, dayFromToday, missingMessage, useLoadsFixture } from './support/loadsFixture';

/** Claiming a load (loads spec 4, Claim; spec 5 for the times; spec 8 for the refusals). */
describeEachDatabase('claiming a load', (getDb) => {
  const fixture = useLoadsFixture(getDb);

  const claim = async (id: number, body: unknown, as = fixture().carrier) =>
    fixture().call('POST', `CarrierLoads/${id}/assignment`, as, body);

  const fieldErrorsOf = async (id: number, body: unknown) => {
    const response = await claim(id, body);
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer.message).toBe(answer.errors.map((error: { message: string }) => error.message).join(' '));
    return Object.fromEntries(answer.errors.map((error: { field: string; message: string }) => [error.field, error.message]));
  };

  test('a claim makes the load PendingPickup for the carrier with its driver and times stored as UTC instants', async () => {
    const { carrier, insertLoad, insertDriver, loadRow } = fixture();
    const driverId = await insertDriver(carrier.clientId);
    const id = await insertLoad();
    const before = await loadRow(id);
    const response = await claim(id, claimBody(at(1, '08:30:00', '-05:00'), at(2, '16:45:00', '-05:00'), driverId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, orderStatus: 'PendingPickup', assignedToCurrentCarrier: true, unAssigned: false, driverId, driver: { driverId } });
    const row = await loadRow(id);
    expect(row).toMatchObject({
      carrierClientId: carrier.clientId, driverId, orderStatus: 'PendingPickup',
      scheduledPickup: `${dayFromToday(1)}T13:30:00.000Z`, scheduledDelivery: `${dayFromToday(2)}T21:45:00.000Z`,
    });
    expect(row.updatedAt > before.updatedAt!).toBe(true);
    expect(response.json().scheduledPickup).toBe(row.scheduledPickup);
  });

  test('a claim is recorded as a claimed event with the driver and the times', async () => {
    const { carrier, insertLoad, db } = fixture();
    const id = await insertLoad();
    await claim(id, claimBody(at(1), at(2)));
    const events = await findLoadEvents(db.db, id);
    expect(events).toEqual([expect.objectContaining({
      loadId: id, clientId: carrier.clientId, userId: carrier.userId, kind: 'claimed',
      details: { driverId: null, scheduledPickup: `${dayFromToday(1)}T12:00:00.000Z`, scheduledDelivery: `${dayFromToday(2)}T12:00:00.000Z` },
    })]);
  });

  test('a claim without a driver leaves the load without one', async () => {
    const { insertLoad } = fixture();
    const id = await insertLoad();
    const response = await claim(id, { ScheduledPickup: at(1), ScheduledDelivery: at(2) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ driverId: null, driver: null });
  });

  test("times are judged on the pick-up place's calendar, not on UTC's", async () => {
    const { insertLoad } = fixture();
    // 23:30 in New York on the last pick-up day is 22:30 that day at the pick-up in Wichita, and the next day in UTC.
    const id = await insertLoad({ latestPickup: dayFromToday(2), latestDelivery: dayFromToday(3) });
    const response = await claim(id, claimBody(at(2, '23:30:00', '-05:00'), at(3, '20:00:00', '-05:00')));
    expect(response.statusCode).toBe(200);
    expect(response.json().scheduledPickup).toBe(`${dayFromToday(3)}T04:30:00.000Z`);
  });

  test("a time entered is the place's local time: sent without an offset, it is the pick-up's or drop-off's wall clock", async () => {
    const { insertLoad } = fixture();
    const id = await insertLoad({ destinationLat: 34.05, destinationLon: -118.24 });
    const response = await claim(id, claimBody(at(1, '09:00:00', ''), at(3, '07:45:00', '')));
    expect(response.statusCode).toBe(200);
    const load = response.json();
    expect(load).toMatchObject({ originTimeZone: 'America/Chicago', destinationTimeZone: 'America/Los_Angeles' });
    expect(formatPlaceTime(load.scheduledPickup, load.originTimeZone)).toMatch(/ 9:00 AM C[SD]T$/);
    expect(formatPlaceTime(load.scheduledDelivery, load.destinationTimeZone)).toMatch(/ 7:45 AM P[SD]T$/);
  });

  test('a claim with the pick-up before the window is refused with a field error', async () => {
    const { insertLoad } = fixture();
    const id = await insertLoad({ earliestPickup: dayFromToday(2), latestPickup: dayFromToday(4) });
    const errors = await fieldErrorsOf(id, claimBody(at(1), at(5)));
    expect(errors.scheduledPickup).toMatch(/^Pick-up must be between \d+\/\d+\/\d{4} and \d+\/\d+\/\d{4}\.$/);
    expect(errors.scheduledDelivery).toBeUndefined();
  });

  test('a claim with the pick-up after the latest pick-up is refused with a field error', async () => {
    const { insertLoad } = fixture();
    const id = await insertLoad({ latestPickup: dayFromToday(3), latestDelivery: dayFromToday(9) });
    expect((await fieldErrorsOf(id, claimBody(at(4), at(5)))).scheduledPickup).toMatch(/^Pick-up must be between/);
  });

  test('a pick-up before today is refused even when the window allows it', async () => {
    const { insertLoad } = fixture();
    const id = await insertLoad({ earliestPickup: dayFromToday(-5), latestPickup: dayFromToday(3) });
    expect((await fieldErrorsOf(id, claimBody(at(-2), at(1)))).scheduledPickup).toMatch(/^Pick-up must be between/);
  });

  test("a load whose pick-up window has passed says 'Pick-Up date range has passed'", async () => {
    const { insertLoad } = fixture();
    const id = await insertLoad({ earliestPickup: dayFromToday(-6), latestPickup: dayFromToday(-2) });
    expect((await fieldErrorsOf(id, claimBody(at(-3), at(1)))).scheduledPickup).toBe('Pick-Up date range has passed.');
  });

  test('a drop-off before the pick-up day is refused', async () => {
    const { insertLoad } = fixture();
    const id = await insertLoad();
    expect((await fieldErrorsOf(id, claimBody(at(2), at(1)))).scheduledDelivery).toMatch(/^Drop-off must be between/);
  });

  test('a drop-off after the latest delivery is refused', async () => {
    const { insertLoad } = fixture();
    const id = await insertLoad({ latestDelivery: dayFromToday(4) });
    expect((await fieldErrorsOf(id, claimBody(at(1), at(5)))).scheduledDelivery).toMatch(/^Drop-off must be between/);
  });

  test('a drop-off earlier than the pick-up on the same day is refused', async () => {
    const { insertLoad } = fixture();
    const id = await insertLoad();
    expect((await fieldErrorsOf(id, claimBody(at(1, '15:00:00'), at(1, '09:00:00')))).scheduledDelivery)
      .toBe('Drop-off must not be before the pick-up time.');
  });

  test('pick-up and drop-off dates and times are required', async () => {
    const { insertLoad } = fixture();
    const id = await insertLoad();
    expect(await fieldErrorsOf(id, { DriverId: null })).toEqual({
      scheduledPickup: 'Pick-up date and time are required.', scheduledDelivery: 'Drop-off date and time are required.',
    });
    expect(Object.keys(await fieldErrorsOf(id, { ScheduledPickup: '', ScheduledDelivery: null }))).toEqual(['scheduledPickup', 'scheduledDelivery']);
    expect(Object.keys(await fieldErrorsOf(id, undefined))).toEqual(['scheduledPickup', 'scheduledDelivery']);
  });

  test('times that are not dates and times are refused', async () => {
    const { insertLoad } = fixture();
    const id = await insertLoad();
    for (const time of ['tomorrow', dayFromToday(1), '2026-02-31T12:00:00Z', `${dayFromToday(1)}T25:00:00Z`]) {
      expect((await fieldErrorsOf(id, claimBody(time, at(2)))).scheduledPickup).toMatch(/^Pick-up must be a date and time/);
    }
  });

  test('dates outside 1/1/1753 to 12/31/9998 are refused', async () => {
    const { insertLoad } = fixture();
    const id = await insertLoad({ earliestPickup: null, latestPickup: null, latestDelivery: null });
    const errors = await fieldErrorsOf(id, claimBody('1752-12-31T12:00:00Z', '9999-01-01T12:00:00Z'));
    expect(errors).toEqual({
      scheduledPickup: 'Pick-up must be between 1/1/1753 and 12/31/9998.', scheduledDelivery: 'Drop-off must be between 1/1/1753 and 12/31/9998.',
    });
  });

  test("the driver must be one of the carrier's own active drivers", async () => {
    const { carrier, rival, insertLoad, insertDriver } = fixture();
    const id = await insertLoad();
    const stranger = await insertDriver(rival.clientId);
    const deactivated = await insertDriver(carrier.clientId, { enabled: 0 });
    expect((await fieldErrorsOf(id, claimBody(at(1), at(2), stranger))).driverId).toBe('Choose one of your own drivers.');
    expect((await fieldErrorsOf(id, claimBody(at(1), at(2), 987_654))).driverId).toBe('Choose one of your own drivers.');
    expect((await fieldErrorsOf(id, claimBody(at(1), at(2), deactivated))).driverId).toMatch(/deactivated/);
    expect((await fixture().loadRow(id)).carrierClientId).toBeNull();
  });

  test('a load already claimed, by anyone, answers 409 "already been claimed"', async () => {
    const { carrier, rival, insertLoad } = fixture();
    const id = await insertLoad();
    expect((await claim(id, claimBody(), rival)).statusCode).toBe(200);
    for (const who of [carrier, rival]) {
      const again = await claim(id, claimBody(), who);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: claimedMessage, code: 'conflict' });
    }
  });

  test('a missing or hidden load cannot be claimed: 404', async () => {
    const { insertLoad } = fixture();
    const hidden = await insertLoad({ visibleToCarriers: 0 });
    for (const id of [999_997, hidden]) {
      const response = await claim(id, claimBody());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: missingMessage, code: 'not_found' });
    }
  });

  test("a claimed load leaves every carrier's search", async () => {
    const { call, carrier, rival, insertLoad } = fixture();
    const id = await insertLoad();
    const found = async (as: typeof carrier) =>
      (await call('POST', 'CarrierLoads/search/available', as, { OrderIds: [id] })).json().records.map((load: { id: number }) => load.id);
    expect(await found(rival)).toEqual([id]);
    await claim(id, claimBody());
    expect(await found(rival)).toEqual([]);
    expect(await found(carrier)).toEqual([]);
  });

  test('of 60 simultaneous claims from two carriers exactly one wins and the others get 409', async () => {
    const { carrier, rival, insertLoad, insertDriver, loadRow } = fixture();
    const id = await insertLoad();
    const drivers = { [carrier.clientId]: await insertDriver(carrier.clientId), [rival.clientId]: await insertDriver(rival.clientId) };
    const claimants = Array.from({ length: 60 }, (_, index) => (index % 2 === 0 ? carrier : rival));
    const responses = await Promise.all(claimants.map((who) => claim(id, claimBody(at(1), at(2), drivers[who.clientId]), who)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(59);
    const winner = claimants[statuses.indexOf(200)];
    const row = await loadRow(id);
    expect(row).toMatchObject({ carrierClientId: winner.clientId, driverId: drivers[winner.clientId], orderStatus: 'PendingPickup' });
    expect((await findLoadEvents(fixture().db.db, id)).filter((event) => event.kind === 'claimed')).toHaveLength(1);
  });

  test('the claim write takes a load only while it is still available: of 60 racing writes exactly one succeeds', async () => {
    const { carrier, rival, insertLoad, db } = fixture();
    const id = await insertLoad();
    const updatedAt = new Date().toISOString();
    const outcomes = await Promise.all(Array.from({ length: 60 }, (_, index) => db.db.transaction().execute((trx) =>
      claimAvailableLoad(trx, id, {
        carrierClientId: (index % 2 === 0 ? carrier : rival).clientId, driverId: null,
        scheduledPickup: updatedAt, scheduledDelivery: updatedAt, updatedAt,
      }))));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
  });
});
