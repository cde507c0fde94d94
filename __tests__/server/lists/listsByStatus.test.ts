import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../support/databases';
import { carrierSession, claimedBy, favorite, insertDriver, insertLoad, listIds, listsApp, postList, type CarrierSession } from './support';

describeEachDatabase('load lists by status', (getDb) => {
  let app: FastifyInstance;
  let carrier: CarrierSession;
  let other: CarrierSession;
  const loads: Record<string, number[]> = {};

  beforeAll(async () => {
    const db = getDb();
    app = await listsApp(db);
    carrier = await carrierSession(app, db);
    other = await carrierSession(app, db, 'Northstar Car Carriers Ltd');
    for (const status of ['PendingPickup', 'InRoute', 'Delivered'] as const) {
      loads[`mine${status}`] = [await insertLoad(db, claimedBy(carrier, status)), await insertLoad(db, claimedBy(carrier, status))];
      loads[`other${status}`] = [await insertLoad(db, claimedBy(other, status))];
    }
    loads.available = [await insertLoad(db)];
  });
  afterAll(() => app.close());

  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  test.each([
    ['pendingPickup', 'PendingPickup'],
    ['inRoute', 'InRoute'],
    ['delivered', 'Delivered'],
  ])('the %s list holds only the carrier\'s own %s loads', async (kind, status) => {
    const mine = await postList(app, carrier, kind);
    expect(mine.statusCode).toBe(200);
    expect(sorted(listIds(mine))).toEqual(sorted(loads[`mine${status}`]));
    expect(mine.json().totalRecordCount).toBe(2);
    expect(mine.json().records.every((record: { orderStatus: string; assignedToCurrentCarrier: boolean }) =>
      record.orderStatus === status && record.assignedToCurrentCarrier)).toBe(true);

    const theirs = await postList(app, other, kind);
    expect(listIds(theirs)).toEqual(loads[`other${status}`]);
  });

  test('the favourites list holds the viewer\'s saved loads of any status, those no longer available flagged by neither flag', async () => {
    const db = getDb();
    const viewer = await carrierSession(app, db);
    const open = await insertLoad(db);
    const own = await insertLoad(db, claimedBy(viewer, 'InRoute'));
    const taken = await insertLoad(db, { ...claimedBy(other, 'PendingPickup'), driverId: await insertDriver(db, other.clientId) });
    for (const id of [open, own, taken]) await favorite(db, viewer, id);
    await favorite(db, other, loads.available[0]);

    const response = await postList(app, viewer, 'favorites');
    const records = response.json().records as Array<{ id: number; unAssigned: boolean; assignedToCurrentCarrier: boolean; currentUserFavorite: boolean; driverId: number | null }>;
    expect(sorted(records.map((record) => record.id))).toEqual(sorted([open, own, taken]));
    expect(records.every((record) => record.currentUserFavorite)).toBe(true);
    const unavailable = records.filter((record) => !record.unAssigned && !record.assignedToCurrentCarrier).map((record) => record.id);
    expect(unavailable).toEqual([taken]);
  });

  test('another carrier\'s load among the favourites answers without its driver', async () => {
    const db = getDb();
    const viewer = await carrierSession(app, db);
    const taken = await insertLoad(db, { ...claimedBy(other, 'PendingPickup'), driverId: await insertDriver(db, other.clientId) });
    await favorite(db, viewer, taken);
    const [record] = (await postList(app, viewer, 'favorites')).json().records;
    expect(record).toMatchObject({ id: taken, driverId: null });
  });

  test('favourites are the viewing user\'s own: loads saved by someone else are not in the list', async () => {
    const db = getDb();
    const viewer = await carrierSession(app, db);
    const saved = await insertLoad(db);
    await favorite(db, viewer, saved);
    expect(listIds(await postList(app, other, 'favorites'))).not.toContain(saved);
  });

  test('lists need a session', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/CarrierLoads/list/pendingPickup', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  test('list names are matched without regard to case, as every API path', async () => {
    expect(sorted(listIds(await postList(app, carrier, 'PENDINGPICKUP')))).toEqual(sorted(loads.minePendingPickup));
  });

  test('an unknown list is not found', async () => {
    expect((await postList(app, carrier, 'cancelled')).statusCode).toBe(404);
  });
});
