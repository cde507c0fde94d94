import { startHttpThreads, type HttpThreads } from '../../../src/server/services/loadSearch/threads/httpThreads';
import { RECONNECT_ELSEWHERE_MS } from '../../../src/server/services/liveEvents/sse';
import { bearer } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { isEvent } from './support/liveApp';
import { useLiveFixture, type SignedIn } from './support/liveFixture';
import type { SseConnection } from './support/sseClient';

const metricsToken = 'threads-metrics-token-0123456789abcdef';

/*
 * One process, its main thread and an HTTP thread accepting on one socket, no Redis. Which thread takes a
 * connection is the kernel's choice: the tests open connections until the main thread's own count shows that
 * some landed on the other thread (a thread just started can leave the main thread every connection for a while). The backstop poll is set beyond the tests' waits, so only a wake delivers.
 */
describeEachDatabase('live events: HTTP threads of one process without Redis', (getDb) => {
  const fixture = useLiveFixture(getDb, { env: { METRICS_TOKEN: metricsToken }, liveEvents: { pollMs: 600_000 } });
  let threads: HttpThreads;
  const open: SseConnection[] = [];

  beforeAll(async () => {
    const env = { LOG_LEVEL: 'silent', DATABASE_URL: getDb.databaseUrl(), METRICS_TOKEN: metricsToken };
    threads = await startHttpThreads(fixture().app, 1, env);
  }, 120_000);

  afterAll(async () => {
    for (const stream of open) stream.close();
    await threads?.stop();
  });

  const onMainThread = () => fixture().app.liveEvents.hub.streamCount;

  async function ticketOnMainThread(user: SignedIn): Promise<string> {
    const response = await fixture().app.inject({ method: 'POST', url: '/api/events/ticket?SourceApplication=CarrierPortal', headers: bearer(user.token) });
    expect(response.statusCode).toBe(200);
    return response.json().ticket;
  }

  /** Streams of `user` opened until both threads hold at least one; answers those on the HTTP thread. */
  async function streamsOnBothThreads(user: SignedIn): Promise<{ streams: SseConnection[]; onHttpThread: SseConnection[] }> {
    const streams: SseConnection[] = [];
    const onHttpThread: SseConnection[] = [];
    for (let attempt = 0; attempt < 400 && (onHttpThread.length === 0 || onHttpThread.length === streams.length); attempt++) {
      const before = onMainThread();
      const stream = await fixture().stream(`ticket=${await ticketOnMainThread(user)}`);
      open.push(stream);
      expect(stream.status).toBe(200);
      await stream.next((message) => message.event === 'ready');
      streams.push(stream);
      if (onMainThread() === before) onHttpThread.push(stream);
    }
    expect(onHttpThread.length).toBeGreaterThan(0);
    expect(onHttpThread.length).toBeLessThan(streams.length);
    return { streams, onHttpThread };
  }

  test('an event ticket issued on one thread opens a stream on another', async () => {
    // Every ticket is issued on the main thread (inject); some streams open on the HTTP thread, none is refused.
    const { onHttpThread } = await streamsOnBothThreads(fixture().carrier);
    expect(onHttpThread.every((stream) => stream.status === 200)).toBe(true);
  });

  test('threads of one process hear each other\'s live events without Redis', async () => {
    const { carrier } = fixture();
    const { streams } = await streamsOnBothThreads(carrier);
    const loadIds = [await fixture().insertLoad(), await fixture().insertLoad(), await fixture().insertLoad()];
    // A connection each, so the favourites are written on either thread.
    for (const loadId of loadIds) {
      const response = await fetch(`${fixture().origin}/api/CarrierLoads/${loadId}/favorite?SourceApplication=CarrierPortal`, {
        method: 'POST', headers: { ...bearer(carrier.token), connection: 'close' },
      });
      expect(response.status).toBe(200);
    }
    for (const stream of streams) {
      for (const loadId of loadIds) await stream.next(isEvent('favorite', { loadId, favorite: true }));
    }
  });

  test('requests served by any thread are counted in /metrics', async () => {
    const { app, carrier } = fixture();
    const route = '/api/CarrierLoads/search/available';
    const countIn = (text: string) => Number(new RegExp(`^haulboard_http_request_duration_seconds_count\\{method="POST",route="${route.replace(/\//g, '\\/')}",status="2xx"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    const scrape = async () => {
      const response = await fetch(`${fixture().origin}/metrics`, { headers: { ...bearer(metricsToken), connection: 'close' } });
      expect(response.status).toBe(200);
      return response.text();
    };
    const before = countIn(await scrape());
    // Searches on the main thread for certain (inject), and over the socket until the HTTP thread has served some.
    for (let n = 0; n < 3; n++) {
      const response = await app.inject({ method: 'POST', url: `${route}?SourceApplication=CarrierPortal`, headers: bearer(carrier.token), payload: { maxVehicles: 500 + n } });
      expect(response.statusCode).toBe(200);
    }
    let served = 3;
    const queries = threads.queriesAnswered();
    for (let round = 0; round < 10 && threads.queriesAnswered() === queries; round++) {
      await Promise.all(Array.from({ length: 10 }, async (_, n) => {
        const response = await fetch(`${fixture().origin}${route}?SourceApplication=CarrierPortal`, {
          method: 'POST', headers: { ...bearer(carrier.token), 'content-type': 'application/json', connection: 'close' },
          body: JSON.stringify({ maxVehicles: 10 + round * 10 + n }),
        });
        expect(response.status).toBe(200);
      }));
      served += 10;
    }
    expect(threads.queriesAnswered()).toBeGreaterThan(queries);
    // Whichever thread answers the scrape counts every thread's searches.
    for (let scrapes = 0; scrapes < 4; scrapes++) expect(countIn(await scrape()) - before).toBe(served);
  });

  test('a stopping process tells every event stream to reconnect, on every thread', async () => {
    const { streams, onHttpThread } = await streamsOnBothThreads(fixture().carrier);
    await threads.stop();
    for (const stream of onHttpThread) {
      await stream.ended;
      expect(stream.retries).toEqual([RECONNECT_ELSEWHERE_MS]);
    }
    const onMain = streams.filter((stream) => !onHttpThread.includes(stream));
    await fixture().app.close();
    for (const stream of onMain) {
      await stream.ended;
      expect(stream.retries).toEqual([RECONNECT_ELSEWHERE_MS]);
    }
  });
});
