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

const silentSink = (sessionId: number): LiveSink => ({ sessionId, deliver: () => undefined, heartbeat: () => undefined, end: () => undefined, endForReconnect: () => undefined });

const quiet = { pollMs: 60_000, heartbeatMs: 60_000, sessionCheckMs: 60_000, activeSessions: async (ids: number[]) => new Set(ids), onError: () => undefined };

/** The process's hub: one read of the log per wake, whatever the number of streams. */
describeEachDatabase('live events: the hub', (getDb) => {
  test('a wake reads the log once for all of 50 open streams, and every stream gets the new rows', async () => {
    const counter = new LogReadCounter();
    const hub = new LiveEventHub(getDb().db.withPlugin(counter), quiet);
    const received: LiveEventRow[][] = [];
    let everyStreamGotBoth: () => void = () => undefined;
    const delivered = new Promise<void>((resolve) => { everyStreamGotBoth = resolve; });
    const detaches = await Promise.all(Array.from({ length: 50 }, (_, index) => {
      received.push([]);
      const deliver = (rows: LiveEventRow[]) => {
        received[index].push(...rows);
        if (received.every((got) => got.length >= 2)) everyStreamGotBoth();
      };
      const sink: LiveSink = { sessionId: index, deliver, heartbeat: () => undefined, end: () => undefined, endForReconnect: () => undefined };
      return hub.attach(sink);
    }));
    await appendLiveEvents(getDb().db, [favoriteChanged(1, 10, true), favoriteChanged(2, 11, false)], new Date().toISOString());
    const readsBefore = counter.reads;

    hub.wake();
    hub.wake();
    hub.wake();
    await delivered;
    // Attaching waits its turn behind every read the wakes queued: after it, none is left to come.
    const detachLast = await hub.attach(silentSink(50));
    detachLast();

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
    // Attaching waits its turn behind any read a wake queued; it reads the log's newest id itself, once.
    const detach = await hub.attach(silentSink(1));
    expect(counter.reads).toBe(1);
    detach();
    hub.close();
  });
});
