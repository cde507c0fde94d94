import { appendLiveEvents, latestLiveEventId } from '../../../src/server/repositories/liveEvents';
import { favoriteChanged } from '../../../src/server/services/liveEvents/events';
import { pruneOldLiveEvents } from '../../../src/server/services/liveEvents/prune';
import { fixedClock, systemClock } from '../../../src/server/clock';
import { claimBody } from '../loads/support/loadsFixture';
import { describeEachDatabase } from '../support/databases';
import { eventsOf, isEvent } from './support/liveApp';
import { useLiveFixture, type LiveFixture, type SignedIn } from './support/liveFixture';

/** Reconnecting with Last-Event-ID: the missed events, exactly, or a reset when they are no longer kept. */
describeEachDatabase('live events: resume after reconnect', (getDb) => {
  const fixture = useLiveFixture(getDb);

  /** The carrier's own favourite, written last: once it arrives, every earlier event has been sent. */
  async function marker(f: LiveFixture, user: SignedIn): Promise<number> {
    const loadId = await f.insertLoad();
    expect((await f.call('POST', `CarrierLoads/${loadId}/favorite`, user)).statusCode).toBe(200);
    return loadId;
  }

  /** Two claims by the rival while the carrier is away (board events it may see) and a favourite it may not. */
  async function missWhileAway(f: LiveFixture): Promise<number[]> {
    const loads = [await f.insertLoad(), await f.insertLoad()];
    for (const loadId of loads) expect((await f.call('POST', `CarrierLoads/${loadId}/assignment`, f.rival, claimBody())).statusCode).toBe(200);
    expect((await f.call('POST', `CarrierLoads/${loads[0]}/favorite`, f.rival)).statusCode).toBe(200);
    return loads;
  }

  for (const [how, resumeWith] of [
    ['the Last-Event-ID header', (id: string) => ({ headers: { 'last-event-id': id }, query: '' })],
    ['the lastEventId query (a new EventSource)', (id: string) => ({ headers: {}, query: `lastEventId=${id}` })],
  ] as const) {
    test(`a resume with ${how} replays exactly the viewer's missed events, then carries on live`, async () => {
      const f = fixture();
      const first = await f.streamOf(f.carrier);
      const { lastEventId } = first.messages[0].data as { lastEventId: number };
      first.close();
      const missed = await missWhileAway(f);

      const { headers, query } = resumeWith(String(lastEventId));
      const again = await f.streamOf(f.carrier, headers, query);
      const starred = await marker(f, f.carrier);
      await again.next(isEvent('favorite', { loadId: starred }));

      expect(again.messages[0]).toEqual({ event: 'ready', data: { lastEventId } });
      expect(eventsOf(again).map((message) => [message.event, (message.data as { loadId: number }).loadId]))
        .toEqual([['board', missed[0]], ['board', missed[1]], ['favorite', starred]]);
      const ids = eventsOf(again).map((message) => Number(message.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(ids[0]).toBeGreaterThan(lastEventId);
    });
  }

  test('the header wins over the query, as EventSource sends the newer one on its own reconnects', async () => {
    const f = fixture();
    const latest = await latestLiveEventId(getDb().db);
    const stream = await f.streamOf(f.carrier, { 'last-event-id': String(latest) }, 'lastEventId=1');
    expect(stream.messages).toEqual([{ event: 'ready', data: { lastEventId: latest } }]);
  });

  test('a resume from before the oldest kept event gets ready at the latest event and a reset, and no replay', async () => {
    const f = fixture();
    const db = getDb().db;
    const before = await latestLiveEventId(db);
    await missWhileAway(f);
    // Two hours on, every event but the newest is older than the window.
    expect(await pruneOldLiveEvents(db, fixedClock(new Date(Date.now() + 2 * 3_600_000)))).toBeGreaterThanOrEqual(2);
    const latest = await latestLiveEventId(db);

    const stream = await f.streamOf(f.carrier, { 'last-event-id': String(before) });
    await stream.next((message) => message.event === 'reset');
    const starred = await marker(f, f.carrier);
    await stream.next(isEvent('favorite', { loadId: starred }));

    expect(stream.messages.slice(0, 2)).toEqual([
      { event: 'ready', data: { lastEventId: latest } },
      { event: 'reset', data: { lastEventId: latest } },
    ]);
    expect(eventsOf(stream).map((message) => message.event)).toEqual(['favorite']);
  });

  test('an unknown id (after the latest, as after a reset of the data) or one that is no number gets a reset', async () => {
    const f = fixture();
    const latest = await latestLiveEventId(getDb().db);
    for (const asked of [String(latest + 1_000), 'abc']) {
      const stream = await f.streamOf(f.carrier, { 'last-event-id': asked });
      await stream.next((message) => message.event === 'reset');
      expect(stream.messages[0]).toEqual({ event: 'ready', data: { lastEventId: latest } });
      stream.close();
    }
  });

  test('pruning keeps the newest event, so a resume from it after a quiet hour replays nothing and is no reset', async () => {
    const f = fixture();
    const db = getDb().db;
    await appendLiveEvents(db, [favoriteChanged(f.carrier.userId, 3, true)], new Date(Date.now() - 2 * 3_600_000).toISOString());
    const latest = await latestLiveEventId(db);
    await pruneOldLiveEvents(db, systemClock);
    expect(await latestLiveEventId(db)).toBe(latest);

    const stream = await f.streamOf(f.carrier, { 'last-event-id': String(latest) });
    const starred = await marker(f, f.carrier);
    await stream.next(isEvent('favorite', { loadId: starred }));
    expect(stream.messages.map((message) => message.event)).toEqual(['ready', 'favorite']);
  });

  test('a lastEventId query that is no number is refused with a field error', async () => {
    const f = fixture();
    const stream = await f.stream('lastEventId=abc', { authorization: `Bearer ${f.carrier.token}` });
    expect(stream.status).toBe(400);
    expect(JSON.parse(stream.body)).toMatchObject({ errors: [expect.objectContaining({ field: expect.stringContaining('lastEventId') })] });
  });
});
