import type { FastifyInstance } from 'fastify';
import { PICK_UP_UNDO_MINUTES } from '../../../src/shared/driverLink';
import { bearer, testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { deskAuthHeader, operatorKeyHeader } from '../support/deskAuth';
import { usePinnableClock } from '../support/testClock';
import { asDriver, assignedLoad, claimedBy, insertDriver, insertLoad, inspected, linkedDriver, listIds, postList } from './support';

const minute = 60_000;

describeEachDatabase('driver link: undo of Picked Up (issue 22)', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb(), { clock }); });
  afterAll(() => app.close());

  async function pickedUp(status = 200) {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked);
    clock.pin('2026-11-24T14:05:00.000Z');
    await inspected(app, linked.token, id, 'pickup');
    expect((await asDriver(app, linked.token, 'POST', `loads/${id}/picked-up`, {})).statusCode).toBe(status);
    return { linked, id };
  }

  const loadRow = (id: number) => getDb().db.selectFrom('loads').select(['orderStatus', 'actualPickup', 'updatedAt']).where('id', '=', id).executeTakeFirstOrThrow();

  test(`Picked Up can be undone within ${PICK_UP_UNDO_MINUTES} minutes: the load is Claimed again without its pick-up time`, async () => {
    const { linked, id } = await pickedUp();
    clock.advance(PICK_UP_UNDO_MINUTES * minute);
    const response = await asDriver(app, linked.token, 'POST', `loads/${id}/picked-up/undo`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, orderStatus: 'PendingPickup', actualPickup: null });
    expect(await loadRow(id)).toEqual({ orderStatus: 'PendingPickup', actualPickup: null, updatedAt: clock.now().toISOString() });
    const events = await getDb().db.selectFrom('loadEvents').select(['kind', 'userId']).where('loadId', '=', id).orderBy('id').execute();
    expect(events).toEqual([{ kind: 'inspected', userId: null }, { kind: 'pickedUp', userId: null }, { kind: 'pickUpUndone', userId: null }]);
    const live = await getDb().db.selectFrom('liveEvents').select('data').where('audienceId', '=', linked.carrier.clientId).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(JSON.parse(live.data)).toMatchObject({ type: 'carrierLoad', loadId: id, change: 'pickUpUndone' });
  });

  test(`after ${PICK_UP_UNDO_MINUTES} minutes the undo is refused (409 undo_expired) and the load stays In Progress`, async () => {
    const { linked, id } = await pickedUp();
    clock.advance(PICK_UP_UNDO_MINUTES * minute + 1000);
    const response = await asDriver(app, linked.token, 'POST', `loads/${id}/picked-up/undo`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'undo_expired', message: `A pick-up can be undone only within ${PICK_UP_UNDO_MINUTES} minutes. Ask your carrier to change it.`,
    });
    expect(await loadRow(id)).toMatchObject({ orderStatus: 'InRoute', actualPickup: '2026-11-24T14:05:00.000Z' });
  });

  test('the undo window counts from the tap, not from an earlier pick-up time the driver gave', async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked);
    clock.pin('2026-11-24T14:05:00.000Z');
    await inspected(app, linked.token, id, 'pickup');
    expect((await asDriver(app, linked.token, 'POST', `loads/${id}/picked-up`, { PickedUpAt: '2026-11-24T12:00:00.000Z' })).statusCode).toBe(200);
    clock.advance(minute);
    expect((await asDriver(app, linked.token, 'POST', `loads/${id}/picked-up/undo`)).statusCode).toBe(200);
  });

  test('a load that is not picked up, or already delivered, has no pick-up to undo (409)', async () => {
    const linked = await linkedDriver(app, getDb());
    const waiting = await assignedLoad(getDb(), linked);
    const delivered = await assignedLoad(getDb(), linked, 'Delivered');
    for (const id of [waiting, delivered]) {
      const response = await asDriver(app, linked.token, 'POST', `loads/${id}/picked-up/undo`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'conflict', message: `Load ${id} is not marked picked up.` });
    }
    const { linked: again, id } = await pickedUp();
    expect((await asDriver(app, again.token, 'POST', `loads/${id}/picked-up/undo`)).statusCode).toBe(200);
    expect((await asDriver(app, again.token, 'POST', `loads/${id}/picked-up/undo`)).statusCode).toBe(409);
  });

  test('after an undo the load can be picked up again, and the new tap opens a new window', async () => {
    const { linked, id } = await pickedUp();
    expect((await asDriver(app, linked.token, 'POST', `loads/${id}/picked-up/undo`)).statusCode).toBe(200);
    clock.advance(10 * minute);
    expect((await asDriver(app, linked.token, 'POST', `loads/${id}/picked-up`, {})).statusCode).toBe(200);
    clock.advance(minute);
    expect((await asDriver(app, linked.token, 'POST', `loads/${id}/picked-up/undo`)).statusCode).toBe(200);
  });

  test('the carrier\'s Claimed and In Progress lists and the desk\'s load follow the undo', async () => {
    const { linked, id } = await pickedUp();
    expect(listIds(await postList(app, linked.carrier, 'inRoute'))).toContain(id);
    await asDriver(app, linked.token, 'POST', `loads/${id}/picked-up/undo`);
    expect(listIds(await postList(app, linked.carrier, 'inRoute'))).not.toContain(id);
    expect(listIds(await postList(app, linked.carrier, 'pendingPickup'))).toContain(id);
    const desk = await app.inject({ method: 'GET', url: `/api/desk/loads/${id}`, headers: await operatorKeyHeader(app) });
    expect(desk.statusCode).toBe(200);
    expect(desk.json()).toMatchObject({ id, actualPickup: null });
  });

  test('the undo refuses another driver\'s and another carrier\'s loads (404), and a carrier\'s token, a desk key or no token (401)', async () => {
    const { linked, id } = await pickedUp();
    const colleague = await insertDriver(getDb(), linked.carrier.clientId);
    const colleagues = await insertLoad(getDb(), { ...claimedBy(linked.carrier, 'InRoute'), driverId: colleague });
    const stranger = await linkedDriver(app, getDb());
    for (const loadId of [colleagues, 999_999_999]) {
      expect((await asDriver(app, linked.token, 'POST', `loads/${loadId}/picked-up/undo`)).statusCode).toBe(404);
    }
    expect((await asDriver(app, stranger.token, 'POST', `loads/${id}/picked-up/undo`)).statusCode).toBe(404);
    const url = `/api/driver/loads/${id}/picked-up/undo`;
    expect((await app.inject({ method: 'POST', url, headers: bearer(linked.carrier.token) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url, headers: await deskAuthHeader(app) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await loadRow(id)).orderStatus).toBe('InRoute');
  });
});
