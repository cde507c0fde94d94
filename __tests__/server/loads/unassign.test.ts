import { findLoadEvents } from '../../../src/server/repositories/loadEvents';
import { describeEachDatabase } from '../support/databases';
import { at, claimBody, useLoadsFixture, type SignedInCarrier } from './support/loadsFixture';

/** Cancelling a claim with a reason (loads spec 4, both cancel rules; spec 7 for the call). */
describeEachDatabase('cancelling a claim', (getDb) => {
  const fixture = useLoadsFixture(getDb);

  const claimed = async () => {
    const { call, carrier, insertLoad, insertDriver } = fixture();
    const id = await insertLoad();
    const driverId = await insertDriver(carrier.clientId);
    expect((await call('POST', `CarrierLoads/${id}/assignment`, carrier, claimBody(at(1), at(2), driverId))).statusCode).toBe(200);
    return id;
  };
  const unassign = (id: number, reason: string | null, as?: SignedInCarrier) =>
    fixture().call('POST', `CarrierLoads/${id}/unassign${reason === null ? '' : `?unassignmentReason=${encodeURIComponent(reason)}`}`, as ?? fixture().carrier);

  test('cancelling puts the load back on the board without carrier, driver or times, and records the reason', async () => {
    const { db, loadRow } = fixture();
    const id = await claimed();
    const response = await unassign(id, 'AE');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, orderStatus: 'Available', unAssigned: true, assignedToCurrentCarrier: false, driverId: null, driver: null });
    expect(await loadRow(id)).toMatchObject({ carrierClientId: null, driverId: null, scheduledPickup: null, scheduledDelivery: null, orderStatus: 'Available' });
    expect((await findLoadEvents(db.db, id)).at(-1)).toMatchObject({ kind: 'cancelled', details: expect.objectContaining({ reasonCode: 'AE' }) });
  });

  test("a cancelled load is found again by every carrier's search", async () => {
    const { call, carrier, rival } = fixture();
    const id = await claimed();
    const found = async (as: SignedInCarrier) =>
      (await call('POST', 'CarrierLoads/search/available', as, { OrderIds: [id] })).json().records.map((load: { id: number }) => load.id);
    expect(await found(rival)).toEqual([]);
    await unassign(id, 'TB');
    expect(await found(rival)).toEqual([id]);
    expect(await found(carrier)).toEqual([id]);
    expect((await call('POST', `CarrierLoads/${id}/assignment`, rival, claimBody())).statusCode).toBe(200);
  });

  test('the reason code is matched without regard to case', async () => {
    const { db } = fixture();
    const id = await claimed();
    expect((await unassign(id, 'tb')).statusCode).toBe(200);
    expect((await findLoadEvents(db.db, id)).at(-1)?.details).toMatchObject({ reasonCode: 'TB' });
  });

  test('an unknown or missing reason is refused with a field error on unassignmentReason', async () => {
    const { loadRow, carrier } = fixture();
    const id = await claimed();
    for (const reason of ['ZZ', '', null]) {
      const response = await unassign(id, reason);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'unassignmentReason', message: expect.any(String) }]);
    }
    expect((await loadRow(id)).carrierClientId).toBe(carrier.clientId);
  });

  test('a load on the road or delivered cannot be cancelled: 409', async () => {
    const { db, loadRow } = fixture();
    for (const orderStatus of ['InRoute', 'Delivered'] as const) {
      const id = await claimed();
      await db.db.updateTable('loads').set({ orderStatus }).where('id', '=', id).execute();
      const response = await unassign(id, 'AE');
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/can no longer|no longer possible/);
      expect((await loadRow(id)).orderStatus).toBe(orderStatus);
    }
  });

  test('a load nobody holds cannot be cancelled', async () => {
    const { insertLoad } = fixture();
    const response = await unassign(await insertLoad(), 'AE');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Load is not assigned to your carrier', code: 'conflict' });
  });
});
