import { appendLiveEvents } from '../../../src/server/repositories/liveEvents';
import { invoiceChanged } from '../../../src/server/services/liveEvents/events';
import { at, claimBody } from '../loads/support/loadsFixture';
import { describeEachDatabase } from '../support/databases';
import { eventsOf, isEvent } from './support/liveApp';
import { useLiveFixture } from './support/liveFixture';

/** Live events on one API process: who hears of a claim, and what they are told. */
describeEachDatabase('live events: fan-out on one process', (getDb) => {
  const fixture = useLiveFixture(getDb);

  test('a claim by carrier A reaches carrier B as a board event naming only the load, its version and that it left the board', async () => {
    const { carrier, rival, call, insertLoad, streamOf } = fixture();
    const driverId = (await getDb().db.insertInto('drivers').values({
      clientId: carrier.clientId, firstName: 'Rosa', lastName: 'Diaz', userName: null, email: null, cellPhoneNumber: '540-555-0199',
      twicCardExpiration: null, vtasPassword: null, notes: null, hasHandHeld: 'true', enabled: 1, createdAt: new Date().toISOString(),
    }).returning('id').executeTakeFirstOrThrow()).id;
    const loadId = await insertLoad();
    const stream = await streamOf(rival);

    expect((await call('POST', `CarrierLoads/${loadId}/assignment`, carrier, claimBody(at(1), at(2), driverId))).statusCode).toBe(200);
    const version = (await getDb().db.selectFrom('loads').select('updatedAt').where('id', '=', loadId).executeTakeFirstOrThrow()).updatedAt;
    const event = await stream.next(isEvent('board', { loadId }));

    expect(event.data).toEqual({ type: 'board', loadId, version, onBoard: false, change: 'claimed' });
    expect(Number(event.id)).toBeGreaterThan(0);
    const everything = JSON.stringify(stream.messages);
    for (const secret of ['clientId', 'driverId', 'userId', 'Rosa', 'Blue Ridge', carrier.email]) expect(everything).not.toContain(secret);
    expect(eventsOf(stream).map((message) => message.event)).toEqual(['board']);
  });

  test('a claim reaches the claimer\'s teammate as a board event and a carrierLoad event, in that order, under ascending ids', async () => {
    const { carrier, teammate, call, insertLoad, streamOf } = fixture();
    const loadId = await insertLoad();
    const stream = await streamOf(teammate);

    expect((await call('POST', `CarrierLoads/${loadId}/assignment`, carrier, claimBody())).statusCode).toBe(200);
    await stream.next(isEvent('carrierLoad', { loadId }));

    const events = eventsOf(stream).filter((message) => (message.data as { loadId: number }).loadId === loadId);
    expect(events.map((message) => [message.event, (message.data as { change: string }).change])).toEqual([['board', 'claimed'], ['carrierLoad', 'claimed']]);
    expect(Number(events[1].id)).toBe(Number(events[0].id) + 1);
  });

  test('a stream answers text/event-stream, uncached and unbuffered, and opens with ready naming the latest event id', async () => {
    const { carrier, insertLoad, call, streamOf, rival } = fixture();
    await call('POST', `CarrierLoads/${await insertLoad()}/assignment`, rival, claimBody());
    const latest = (await getDb().db.selectFrom('liveEvents').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id;
    const stream = await streamOf(carrier);

    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.messages[0]).toEqual({ event: 'ready', data: { lastEventId: Number(latest) } });
  });

  test('scope: another carrier\'s carrierLoad, invoice and favourite events and another user\'s saved searches never reach a stream', async () => {
    const { carrier, rival, teammate, call, insertLoad, streamOf } = fixture();
    const stream = await streamOf(rival);
    const loadId = await insertLoad();
    expect((await call('POST', `CarrierLoads/${loadId}/assignment`, carrier, claimBody())).statusCode).toBe(200);
    expect((await call('PUT', `CarrierLoads/${loadId}/ChangeDates`, carrier, { ScheduledPickup: at(1, '09:00:00'), ScheduledDelivery: at(2) })).statusCode).toBe(200);
    const starred = await insertLoad();
    expect((await call('POST', `CarrierLoads/${starred}/favorite`, carrier, undefined)).statusCode).toBe(200);
    expect((await call('POST', 'CarrierLoadsSearchHistory/SaveSearchHistory', teammate, { OriginState: 'KS' })).statusCode).toBe(200);
    await appendLiveEvents(getDb().db, [invoiceChanged(carrier.clientId, 1, loadId, 'paid')], new Date().toISOString());
    fixture().app.appContext.liveEventWrites.written();
    // The rival's own favourite, last: once it arrives, everything written before it has been fanned out.
    expect((await call('POST', `CarrierLoads/${starred}/favorite`, rival, undefined)).statusCode).toBe(200);
    await stream.next(isEvent('favorite', { loadId: starred }));

    expect(eventsOf(stream).map((message) => message.event)).toEqual(['board', 'favorite']);
  });
});
