/**
 * Two tabs of one browser, simulated in one jsdom: each its own store and sagas, sharing Web Locks (in memory)
 * and a real BroadcastChannel (node's, which delivers between instances in one thread).
 */
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { channelLeadership } from '../../../../src/client/features/live/channelElection';
import { whileSignedIn } from '../../../../src/client/features/live/sagas';
import { selectIsNoLongerAvailable } from '../../../../src/client/features/live/selectors';
import { broadcastTabChannel, LIVE_TABS_NAME, webLocksLeadership, type BroadcastChannelLike, type TabLeadership } from '../../../../src/client/features/live/tabs';
import { cannedResponse } from '../../support/fetchStub';
import { aLoad } from '../../support/loads';
import { eventually, fastTimings, StreamLog } from './fakeEventSource';
import { appReducer, appState } from './liveFixtures';
import { MemoryLocks } from './memoryLocks';

const openBroadcast = (name: string) => new NodeBroadcastChannel(name) as unknown as BroadcastChannelLike;

function openTab(leadership: TabLeadership) {
  const streams = new StreamLog();
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: appReducer,
    preloadedState: appState({ loads: [aLoad({ id: 7 })], search: { ids: [7], totalRecordCount: 3, pageNumber: 1 } }),
    middleware: (defaults) => defaults().concat(sagas),
  });
  const task: Task = sagas.run(whileSignedIn, {
    openStream: streams.open,
    leadership,
    openChannel: () => broadcastTabChannel(openBroadcast(LIVE_TABS_NAME)),
    timings: fastTimings,
    random: () => 0,
  });
  const leads = () => store.getState().live.leads;
  return { store, streams, leads, close: () => task.cancel() };
}

const board = { loadId: 7, version: '2026-11-24T10:00:00.000Z', onBoard: false, change: 'claimed' };

beforeEach(() => {
  globalThis.fetch = jest.fn(async () => cannedResponse({ body: { ticket: 'single-use', expiresIn: 30 } })) as unknown as typeof fetch;
});

describe('one stream per browser, led by one tab (Web Locks)', () => {
  it('exactly one tab leads; events it hears reach the other; when it closes the other leads and resumes', async () => {
    const locks = new MemoryLocks();
    const first = openTab(webLocksLeadership(locks));
    const second = openTab(webLocksLeadership(locks));
    try {
      await eventually(() => first.streams.opened.length === 1);
      expect([first.leads(), second.leads()]).toEqual([true, false]);
      expect(second.streams.opened).toHaveLength(0);

      first.streams.latest.emit('ready', { lastEventId: 40 });
      first.streams.latest.emit('board', board, '41');
      await eventually(() => selectIsNoLongerAvailable(second.store.getState(), 7));
      expect(second.store.getState().live).toMatchObject({ connection: 'open', lastEventId: 41 });
      expect(second.store.getState().search.totalRecordCount).toBe(2);
      expect(selectIsNoLongerAvailable(first.store.getState(), 7)).toBe(true);

      first.close();
      await eventually(() => second.streams.opened.length === 1);
      expect(second.leads()).toBe(true);
      expect(new URL(second.streams.latest.url, 'http://localhost').searchParams.get('lastEventId')).toBe('41');
    } finally {
      first.close();
      second.close();
    }
  });

  it('a tab opened after the stream is up learns its state from the leader', async () => {
    const locks = new MemoryLocks();
    const first = openTab(webLocksLeadership(locks));
    try {
      await eventually(() => first.streams.opened.length === 1);
      first.streams.latest.emit('ready', { lastEventId: 40 });
      const late = openTab(webLocksLeadership(locks));
      try {
        await eventually(() => late.store.getState().live.connection === 'open');
        expect(late.store.getState().live.lastEventId).toBe(40);
      } finally {
        late.close();
      }
    } finally {
      first.close();
    }
  });
});

describe('one stream per browser where Web Locks are missing (BroadcastChannel election)', () => {
  const times = { beatMs: 25, timeoutMs: 150, settleMs: 50 };
  const election = () => channelLeadership(() => openBroadcast(`${LIVE_TABS_NAME}-election`), times);

  it('exactly one tab leads, and when it closes the other leads', async () => {
    // The leader's beats, heard as the other tab hears them: counted, not timed, so a slow machine waits longer.
    const listener = openBroadcast(`${LIVE_TABS_NAME}-election`);
    let beats = 0;
    listener.onmessage = ({ data }) => { if ((data as { kind: string }).kind === 'leader') beats++; };
    const first = openTab(election());
    const second = openTab(election());
    try {
      await eventually(() => first.leads() || second.leads());
      // Beats enough to outlast the follower's wait and a standing of its own: it would lead by now if it were going to.
      const outlasted = beats + Math.ceil((times.timeoutMs + times.settleMs) / times.beatMs) + 1;
      await eventually(() => beats >= outlasted);
      expect([first.leads(), second.leads()].filter(Boolean)).toHaveLength(1);
      const [leader, follower] = first.leads() ? [first, second] : [second, first];
      leader.close();
      await eventually(() => follower.leads());
      expect(follower.streams.opened.length).toBeGreaterThan(0);
    } finally {
      first.close();
      second.close();
      listener.close();
    }
  });
});
