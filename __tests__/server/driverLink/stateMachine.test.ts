import type { FastifyInstance } from 'fastify';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { usePinnableClock } from '../support/testClock';
import { asDriver, assignedLoad, claimedBy, insertDriver, insertLoad, inspected, linkedDriver, listIds, postList } from './support';

describeEachDatabase('driver link: picked up and delivered', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb(), { clock }); });
  afterAll(() => app.close());

  test('the driver sees only their own Claimed and In Progress loads and their recent deliveries', async () => {
    const linked = await linkedDriver(app, getDb());
    const claimed = await assignedLoad(getDb(), linked);
    const onTheRoad = await assignedLoad(getDb(), linked, 'InRoute');
    const justDelivered = await assignedLoad(getDb(), linked, 'Delivered');
    const longAgo = await insertLoad(getDb(), {
      ...claimedBy(linked.carrier, 'Delivered'), driverId: linked.driverId, actualDelivery: new Date(Date.now() - 30 * 86_400_000).toISOString(),
    });
    const colleague = await insertDriver(getDb(), linked.carrier.clientId);
    const colleagues = await insertLoad(getDb(), { ...claimedBy(linked.carrier, 'PendingPickup'), driverId: colleague });
    const response = await asDriver(app, linked.token, 'GET', 'loads');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ driverName: 'Rosa Diaz', carrierName: 'Blue Ridge Car Carriers' });
    const ids = body.records.map((record: { id: number }) => record.id);
    expect(ids).toEqual([onTheRoad, claimed, justDelivered]);
    expect(ids).not.toContain(longAgo);
    expect(ids).not.toContain(colleagues);
    expect(body.records[0]).not.toHaveProperty('rate');
    expect(body.records[0].vehicles[0]).toMatchObject({ make: 'Toyota', model: 'Camry' });
  });

  test('Picked Up records the actual pick-up time by the clock and moves the load to In Progress', async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked);
    clock.pin('2026-11-24T14:05:00.000Z');
    await inspected(app, linked.token, id, 'pickup');
    const response = await asDriver(app, linked.token, 'POST', `loads/${id}/picked-up`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, orderStatus: 'InRoute', actualPickup: '2026-11-24T14:05:00.000Z' });
    const row = await getDb().db.selectFrom('loads').select(['orderStatus', 'updatedAt']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ orderStatus: 'InRoute', updatedAt: '2026-11-24T14:05:00.000Z' });
    const events = await getDb().db.selectFrom('loadEvents').select(['kind', 'userId']).where('loadId', '=', id).execute();
    expect(events).toEqual([{ kind: 'inspected', userId: null }, { kind: 'pickedUp', userId: null }]);
  });

  test('a pick-up time the driver gives is kept unless it is in the future', async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked);
    clock.pin('2026-11-24T14:05:00.000Z');
    await inspected(app, linked.token, id, 'pickup');
    const future = await asDriver(app, linked.token, 'POST', `loads/${id}/picked-up`, { PickedUpAt: '2026-11-24T14:15:00.000Z' });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual([{ field: 'pickedUpAt', message: 'The time cannot be in the future.' }]);
    const earlier = await asDriver(app, linked.token, 'POST', `loads/${id}/picked-up`, { PickedUpAt: '2026-11-24T07:30:00-06:00' });
    expect(earlier.statusCode).toBe(200);
    expect(earlier.json().actualPickup).toBe('2026-11-24T13:30:00.000Z');
  });

  test('no delivered before picked up (409)', async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked);
    const response = await asDriver(app, linked.token, 'POST', `loads/${id}/delivered`, { ReceivedBy: 'Sam Lot' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Mark the load Picked Up before marking it Delivered.');
    const row = await getDb().db.selectFrom('loads').select('orderStatus').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.orderStatus).toBe('PendingPickup');
  });

  test('Delivered refuses a Received by longer than 100 characters (400) and records the one given with the delivery time', async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked, 'InRoute');
    await inspected(app, linked.token, id, 'pickup', 'delivery');
    const long = await asDriver(app, linked.token, 'POST', `loads/${id}/delivered`, { ReceivedBy: 'S'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ field: 'receivedBy', message: 'Received by can be at most 100 characters.' }]);
    clock.pin(new Date(Date.now() + 60_000));
    const delivered = await asDriver(app, linked.token, 'POST', `loads/${id}/delivered`, { ReceivedBy: ' Sam Lot ' });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ orderStatus: 'Delivered', receivedBy: 'Sam Lot', actualDelivery: clock.now().toISOString() });
  });

  test('a load cannot be picked up or delivered twice (409)', async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked);
    await inspected(app, linked.token, id, 'pickup');
    expect((await asDriver(app, linked.token, 'POST', `loads/${id}/picked-up`, {})).statusCode).toBe(200);
    expect((await asDriver(app, linked.token, 'POST', `loads/${id}/picked-up`, {})).statusCode).toBe(409);
    await inspected(app, linked.token, id, 'delivery');
    expect((await asDriver(app, linked.token, 'POST', `loads/${id}/delivered`, { ReceivedBy: 'Sam' })).statusCode).toBe(200);
    expect((await asDriver(app, linked.token, 'POST', `loads/${id}/delivered`, { ReceivedBy: 'Sam' })).statusCode).toBe(409);
    const invoices = await getDb().db.selectFrom('invoices').select('id').where('loadId', '=', id).execute();
    expect(invoices).toHaveLength(1);
  });

  test('another driver\'s load, another carrier\'s load and a load no one holds are refused (404)', async () => {
    const linked = await linkedDriver(app, getDb());
    const colleague = await insertDriver(getDb(), linked.carrier.clientId);
    const colleagues = await insertLoad(getDb(), { ...claimedBy(linked.carrier, 'InRoute'), driverId: colleague });
    const stranger = await linkedDriver(app, getDb());
    const strangers = await assignedLoad(getDb(), stranger);
    const open = await insertLoad(getDb());
    for (const id of [colleagues, strangers, open, 999_999_999]) {
      expect((await asDriver(app, linked.token, 'POST', `loads/${id}/picked-up`, {})).statusCode).toBe(404);
      expect((await asDriver(app, linked.token, 'POST', `loads/${id}/delivered`, { ReceivedBy: 'Sam' })).statusCode).toBe(404);
    }
    expect((await asDriver(app, linked.token, 'POST', 'loads/1e309/picked-up', {})).statusCode).toBe(404);
  });

  test('the carrier\'s Claimed, In Progress and Completed lists follow the driver', async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked);
    expect(listIds(await postList(app, linked.carrier, 'pendingPickup'))).toContain(id);
    await inspected(app, linked.token, id, 'pickup');
    await asDriver(app, linked.token, 'POST', `loads/${id}/picked-up`, {});
    expect(listIds(await postList(app, linked.carrier, 'pendingPickup'))).not.toContain(id);
    expect(listIds(await postList(app, linked.carrier, 'inRoute'))).toContain(id);
    await inspected(app, linked.token, id, 'delivery');
    await asDriver(app, linked.token, 'POST', `loads/${id}/delivered`, { ReceivedBy: 'Sam Lot' });
    expect(listIds(await postList(app, linked.carrier, 'inRoute'))).not.toContain(id);
    expect(listIds(await postList(app, linked.carrier, 'delivered'))).toContain(id);
  });
});
