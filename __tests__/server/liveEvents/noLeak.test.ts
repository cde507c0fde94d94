import http from 'node:http';
import { describeEachDatabase } from '../support/databases';
import { until } from '../support/until';
import { useLiveFixture } from './support/liveFixture';

const connections = 1_000;
const atOnce = 25;

// A fixed thousand connections: their time is the machine's, so the ceiling is wide.
jest.setTimeout(600_000);

/** Opens a stream, waits for its first bytes (`ready`), and drops the connection as a closed tab would. */
function connectAndDrop(url: string, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.once('data', () => {
        request.destroy();
        resolve();
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve() : reject(error)));
  });
}

const listenersOf = (emitter: NodeJS.EventEmitter) => emitter.eventNames().reduce((sum, name) => sum + emitter.listenerCount(name), 0);

describeEachDatabase('live events: no leak', (getDb) => {
  const fixture = useLiveFixture(getDb);

  test('1,000 connects and disconnects leave no stream, no timer and no listener behind', async () => {
    const { app, origin, carrier, streamOf } = fixture();
    const url = `${origin}/api/events?SourceApplication=CarrierPortal`;
    // One stream first, so the hub's own timers run before and after alike.
    const keeper = await streamOf(carrier);
    const before = { hubTimers: app.liveEvents.hub.timerCount, server: listenersOf(app.server), process: listenersOf(process) };

    const started = Date.now();
    for (let done = 0; done < connections; done += atOnce) {
      await Promise.all(Array.from({ length: atOnce }, () => connectAndDrop(url, carrier.token)));
    }
    await until(() => app.liveEvents.hub.streamCount === 1, 'only the kept stream open');
    process.stdout.write(`live events: ${connections} connects and disconnects in ${Date.now() - started} ms\n`);

    expect(app.liveEvents.hub.streamCount).toBe(1);
    expect(listenersOf(app.server)).toBe(before.server);
    expect(listenersOf(process)).toBe(before.process);
    expect(app.liveEvents.hub.timerCount).toBe(before.hubTimers);

    keeper.close();
    await until(() => app.liveEvents.hub.streamCount === 0, 'no stream open');
    expect(app.liveEvents.hub.timerCount).toBe(0);
  }, 30_000);
});
