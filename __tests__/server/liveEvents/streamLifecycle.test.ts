import { sql } from 'kysely';
import { LIVE_HEARTBEAT_EVENT } from '../../../src/shared/liveEvents';
import { appendLiveEvents } from '../../../src/server/repositories/liveEvents';
import { carrierSessionTables, revokeSession } from '../../../src/server/repositories/sessions';
import { favoriteChanged } from '../../../src/server/services/liveEvents/events';
import { bearer, uniqueAddress } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { usePinnableClock } from '../support/testClock';
import { isEvent } from './support/liveApp';
import { useLiveFixture, type LiveFixture } from './support/liveFixture';

/** Another session of carrier A's dispatcher, signed in through POST /api/token. */
async function freshSession(of: LiveFixture) {
  const { app, carrier } = of;
  const response = await app.inject({
    method: 'POST', url: '/api/token?SourceApplication=CarrierPortal', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username: carrier.email, password: carrier.password }).toString(),
    remoteAddress: uniqueAddress(),
  });
  expect(response.statusCode).toBe(200);
  return { ...carrier, token: response.json().access_token as string };
}

/** A stream lives as long as its session: heartbeats while open, the end when the session ends. */
describeEachDatabase('live events: a stream\'s life', (getDb) => {
  const clock = usePinnableClock();
  const fixture = useLiveFixture(getDb, { clock, liveEvents: { heartbeatMs: 50, sessionCheckMs: 100 } });

  test('a heartbeat, a comment for proxies and an event without id for the page, comes every LIVE_HEARTBEAT_SECONDS (here 50 ms)', async () => {
    const stream = await fixture().streamOf(fixture().carrier);
    const heartbeatsSoFar = () => stream.messages.filter((message) => message.event === LIVE_HEARTBEAT_EVENT).length;
    await stream.next(() => heartbeatsSoFar() >= 2 && stream.comments.filter((comment) => comment === 'heartbeat').length >= 2);
    expect(stream.comments.filter((comment) => comment === 'heartbeat').length).toBeGreaterThanOrEqual(2);
    const heartbeats = stream.messages.filter((message) => message.event === LIVE_HEARTBEAT_EVENT);
    expect(heartbeats.length).toBeGreaterThanOrEqual(2);
    expect(heartbeats[0]).toEqual({ event: 'heartbeat', data: {} });
  });

  test('a session revoked elsewhere (a password change, another process) ends its stream at the next session check', async () => {
    const session = await freshSession(fixture());
    const stream = await fixture().streamOf(session);
    const row = await getDb().db.selectFrom('sessions').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await revokeSession(getDb().db, carrierSessionTables, row.id, new Date().toISOString());
    await stream.ended;
  });

  test('a session that expires ends its stream at the next session check', async () => {
    const session = await freshSession(fixture());
    const stream = await fixture().streamOf(session);
    clock.pin(new Date(Date.now() + 31 * 86_400_000));
    await stream.ended;
  });

  test('a reset of the data (ids start again) ends every stream; resuming from an id of before gets a reset', async () => {
    const { carrier, streamOf } = fixture();
    const db = getDb().db;
    const stream = await streamOf(carrier);
    await appendLiveEvents(db, [favoriteChanged(carrier.userId, 1, true)], new Date().toISOString());
    fixture().app.appContext.liveEventWrites.written();
    const seen = await stream.next(isEvent('favorite'));
    if (getDb().dialect === 'postgres') await sql`truncate table live_events restart identity`.execute(db);
    else await sql`delete from live_events`.execute(db).then(() => sql`delete from sqlite_sequence where name = 'live_events'`.execute(db));
    await stream.ended;

    const again = await streamOf(carrier, { 'last-event-id': String(seen.id) });
    await again.next((message) => message.event === 'reset');
    expect(again.messages[0]).toEqual({ event: 'ready', data: { lastEventId: 0 } });
  });
});

describeEachDatabase('live events: signing out', (getDb) => {
  const withDefaultChecks = useLiveFixture(getDb);

  test('signing out (DELETE /api/token) ends that session\'s streams at once, and only those', async () => {
    const { app, streamOf, carrier } = withDefaultChecks();
    const session = await freshSession(withDefaultChecks());
    const ending = await streamOf(session);
    const staying = await streamOf(carrier);
    const started = Date.now();
    expect((await app.inject({ method: 'DELETE', url: '/api/token?SourceApplication=CarrierPortal', headers: bearer(session.token) })).statusCode).toBe(204);
    await ending.ended;
    // Well before the 30 s session check: the sign-out itself ended it.
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(staying.status).toBe(200);
    expect(withDefaultChecks().app.liveEvents.hub.streamCount).toBe(1);
  });

});
