import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { appendLiveEvents, type LiveEventRow } from '../../../src/server/repositories/liveEvents';
import { favoriteChanged } from '../../../src/server/services/liveEvents/events';
import { LiveEventHub, type LiveSink } from '../../../src/server/services/liveEvents/hub';
import { describeEachDatabase } from '../support/databases';

/** Counts the reads of the live events log that go through the database handle it is plugged into. */
class LogReadCounter implements KyselyPlugin {
  reads = 0;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind === 'SelectQueryNode' && JSON.stringify(node.from).includes('live_events')) this.reads += 1;
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

const quiet = { pollMs: 60_000, heartbeatMs: 60_000, sessionCheckMs: 60_000, activeSessions: async (ids: number[]) => new Set(ids), onError: () => undefined };

/** The process's hub: one read of the log per wake, whatever the number of streams. */
describeEachDatabase('live events: the hub', (getDb) => {
  test('a wake reads the log once for all of 50 open streams, and every stream gets the new rows', async () => {
    const counter = new LogReadCounter();
    const hub = new LiveEventHub(getDb().db.withPlugin(counter), quiet);
    const received: LiveEventRow[][] = [];
    const detaches = await Promise.all(Array.from({ length: 50 }, (_, index) => {
      received.push([]);
      const sink: LiveSink = { sessionId: index, deliver: (rows) => { received[index].push(...rows); }, heartbeat: () => undefined, end: () => undefined };
      return hub.attach(sink);
    }));
    await appendLiveEvents(getDb().db, [favoriteChanged(1, 10, true), favoriteChanged(2, 11, false)], new Date().toISOString());
    const readsBefore = counter.reads;

    hub.wake();
    hub.wake();
    hub.wake();
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(counter.reads - readsBefore).toBe(1);
    expect(received.every((rows) => rows.length === 2)).toBe(true);
    expect(received[49].map((row) => row.event)).toEqual([
      { type: 'favorite', loadId: 10, favorite: true }, { type: 'favorite', loadId: 11, favorite: false },
    ]);
    for (const detach of detaches) detach();
    expect(hub.streamCount).toBe(0);
    expect(hub.timerCount).toBe(0);
    hub.close();
  });

  test('with no stream open a wake reads nothing', async () => {
    const counter = new LogReadCounter();
    const hub = new LiveEventHub(getDb().db.withPlugin(counter), quiet);
    hub.wake();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(counter.reads).toBe(0);
    hub.close();
  });
});
