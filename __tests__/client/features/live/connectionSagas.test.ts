import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { call, take } from 'redux-saga/effects';
import { ApiError } from '../../../../src/client/api/ApiError';
import { requestLiveTicket } from '../../../../src/client/api/liveEventsApi';
import { holdConnection } from '../../../../src/client/features/live/connectionSagas';
import { backoffDelay, LIVE_TIMINGS } from '../../../../src/client/features/live/environment';
import { pause } from '../../../../src/client/app/pause';
import {
  liveBoardChanged,
  liveConnectionBroke,
  liveConnectionOpened,
  liveResetReceived,
} from '../../../../src/client/features/live/slice';
import { sessionDestroyed } from '../../../../src/client/features/session/slice';
import { STORED_SESSION_KEY } from '../../../../src/client/features/session/storedSession';
import { demoToken } from '../../support/fixtures';
import { signedIn } from '../../support/sagaProviders';
import { driving } from '../../support/drive';
import { eventually, type FakeEventSource, PostedMessages, StreamLog, testEnvironment } from './fakeEventSource';
import { appReducer, appState } from './liveFixtures';

/** Records each wait and lets the saga go on at the next turn (an instant answer would spin it forever). */
const recordPauses = (pauses: number[]) => ({
  call: (effect: { fn: unknown; args: unknown[] }, next: () => unknown) => {
    if (effect.fn !== pause) return next();
    pauses.push(effect.args[0] as number);
    return new Promise((resolve) => setTimeout(resolve, 1));
  },
});

/** `count` tickets, then a 401 with no session stored (another tab signed out): the saga ends there. */
const ticketsUntilSignedOut = (count: number) => {
  let asked = 0;
  return {
    call: (effect: { fn: unknown }, next: () => unknown) => {
      if (effect.fn !== requestLiveTicket) return next();
      asked += 1;
      if (asked > count) throw unauthorized;
      return ticket;
    },
  };
};

const ticket = { ticket: 'single-use', expiresIn: 30 };
const networkDown = new ApiError({ status: 0, statusText: '', url: '/api/events/ticket', message: 'Network Error' });
const unauthorized = new ApiError({ status: 401, statusText: 'Unauthorized', url: '/api/events/ticket', message: 'denied' });

afterEach(() => window.localStorage.clear());

describe('the live connection', () => {
  it('the wait doubles after each failure, with jitter, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(attempt, 1, LIVE_TIMINGS))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(backoffDelay(2, 0, LIVE_TIMINGS)).toBe(2000);
    expect(backoffDelay(2, 0.5, LIVE_TIMINGS)).toBe(3000);
  });

  it('backs off on each error before asking for a new ticket', async () => {
    const streams = new StreamLog();
    const pauses: number[] = [];
    let tickets = 0;
    // Four failures, then the session is over (another tab signed out), which ends the saga.
    const ticketAnswer = () => {
      tickets += 1;
      throw tickets <= 4 ? networkDown : unauthorized;
    };
    await expectSaga(holdConnection, testEnvironment(streams), new PostedMessages())
      .withReducer(appReducer, appState())
      .provide([signedIn, { call: (effect, next) => (effect.fn === requestLiveTicket ? ticketAnswer() : next()) }, recordPauses(pauses)])
      .put(liveConnectionBroke())
      .run();
    expect(pauses).toEqual([1000, 2000, 4000, 8000]);
    expect(streams.opened).toHaveLength(0);
  });

  it('opens the stream with its ticket after the last event the tabs have seen, and relays what it hears', async () => {
    const streams = new StreamLog();
    const tabs = new PostedMessages();
    const run = expectSaga(holdConnection, testEnvironment(streams), tabs)
      .withReducer(appReducer, appState({ live: { lastEventId: 40 } }))
      .provide([signedIn, ticketsUntilSignedOut(1), recordPauses([])])
      .put(liveConnectionOpened({ lastEventId: 40 }))
      .put(liveBoardChanged({ loadId: 7, version: '2026-11-24T10:00:00.000Z', onBoard: false, change: 'claimed', eventId: 41 }))
      .put(liveResetReceived())
      .run(3000);
    await eventually(() => streams.opened.length === 1);
    const url = new URL(streams.latest.url, 'http://localhost');
    expect(url.pathname).toBe('/api/events');
    expect(url.searchParams.get('ticket')).toBe('single-use');
    expect(url.searchParams.get('lastEventId')).toBe('40');
    expect(url.searchParams.has('access_token')).toBe(false);
    streams.latest.emit('ready', { lastEventId: 40 });
    streams.latest.emit('board', { loadId: 7, version: '2026-11-24T10:00:00.000Z', onBoard: false, change: 'claimed' }, '41');
    streams.latest.emit('reset', {});
    streams.latest.fail();
    const { storeState } = await run;
    expect(storeState.live.lastEventId).toBe(41);
    expect(tabs.posted.map((message) => (message.kind === 'action' ? message.action.type : message.kind))).toEqual([
      liveConnectionOpened.type,
      liveBoardChanged.type,
      liveResetReceived.type,
      liveConnectionBroke.type,
    ]);
  });

  it('an error closes the stream, so it never reconnects by itself, and a new ticket opens the next', async () => {
    const streams = new StreamLog();
    const run = expectSaga(holdConnection, testEnvironment(streams), new PostedMessages())
      .withReducer(appReducer, appState())
      .provide([signedIn, ticketsUntilSignedOut(2), recordPauses([])])
      .put(liveConnectionBroke())
      .run(3000);
    await eventually(() => streams.opened.length === 1);
    const first = streams.latest;
    first.emit('ready', { lastEventId: 5 });
    first.fail();
    await eventually(() => streams.opened.length === 2);
    expect(first.closed).toBe(true);
    expect(new URL(streams.latest.url, 'http://localhost').searchParams.get('lastEventId')).toBe('5');
    streams.latest.fail();
    await run;
  });

  it('the wait is back to the shortest after a stream opened', async () => {
    const streams = new StreamLog();
    const pauses: number[] = [];
    const run = expectSaga(holdConnection, testEnvironment(streams), new PostedMessages())
      .withReducer(appReducer, appState())
      .provide([signedIn, ticketsUntilSignedOut(4), recordPauses(pauses)])
      .run(3000);
    await eventually(() => streams.opened.length === 1);
    streams.latest.fail();
    await eventually(() => streams.opened.length === 2);
    streams.latest.fail();
    await eventually(() => streams.opened.length === 3);
    streams.latest.emit('ready', { lastEventId: 1 });
    streams.latest.fail();
    await eventually(() => streams.opened.length === 4);
    streams.latest.fail();
    await run;
    expect(pauses).toEqual([1000, 2000, 1000, 2000]);
  });

  it('a stream silent for longer than its heartbeats allow (2.5 of them) counts as broken', async () => {
    const streams = new StreamLog();
    const environment = testEnvironment(streams, { timings: { ...LIVE_TIMINGS, silenceMs: 40 } });
    jest.useFakeTimers();
    const run = expectSaga(driving(() => holdConnection(environment, new PostedMessages()), function* () {
      yield take(liveConnectionBroke.type);
    }))
      .withReducer(appReducer, appState())
      .provide([signedIn, [matchers.call.fn(requestLiveTicket), ticket], [matchers.call.fn(pause), new Promise(() => undefined)]])
      .put(liveConnectionBroke())
      .run({ timeout: false });
    try {
      expect(streams.opened).toHaveLength(1);
      streams.latest.emit('ready', { lastEventId: 1 });
      streams.latest.emit('heartbeat', {});
      jest.advanceTimersByTime(39);
      expect(streams.latest.closed).toBe(false);
      jest.advanceTimersByTime(1);
      expect(streams.latest.closed).toBe(true);
    } finally {
      jest.useRealTimers();
    }
    await run;
  });

  /**
   * Holds the connection on a fake clock: `listen` plays the stream's side (emit, advance the silence timer),
   * then the connection is stopped and the run ends.
   */
  async function holdOnAFakeClock(silenceMs: number, listen: (stream: FakeEventSource) => void) {
    const streams = new StreamLog();
    const environment = testEnvironment(streams, { timings: { ...LIVE_TIMINGS, silenceMs } });
    let stopHolding: () => void = () => undefined;
    const heard = new Promise<void>((resolve) => { stopHolding = resolve; });
    jest.useFakeTimers();
    const run = expectSaga(driving(() => holdConnection(environment, new PostedMessages()), function* () {
      yield call(() => heard);
    }))
      .withReducer(appReducer, appState())
      .provide([signedIn, [matchers.call.fn(requestLiveTicket), ticket]])
      .not.put(liveConnectionBroke())
      .run({ timeout: false });
    try {
      expect(streams.opened).toHaveLength(1);
      listen(streams.latest);
    } finally {
      jest.useRealTimers();
      stopHolding();
    }
    await run;
    expect(streams.opened).toHaveLength(1);
  }

  it('a stream whose heartbeats the page cannot see (comments only) is not cut off for being quiet', () =>
    holdOnAFakeClock(30, (stream) => {
      stream.emit('ready', { lastEventId: 1 });
      jest.advanceTimersByTime(10 * 30);
      expect(stream.closed).toBe(false);
    }));

  it('heartbeats keep a quiet stream open', () =>
    holdOnAFakeClock(150, (stream) => {
      stream.emit('ready', { lastEventId: 1 });
      for (let beat = 0; beat < 10; beat += 1) {
        stream.emit('heartbeat', {});
        jest.advanceTimersByTime(100);
      }
      expect(stream.closed).toBe(false);
    }));

  it('a 401 on the ticket ends the session', async () => {
    window.localStorage.setItem(STORED_SESSION_KEY, JSON.stringify({ token: JSON.stringify(demoToken) }));
    await expectSaga(holdConnection, testEnvironment(new StreamLog()), new PostedMessages())
      .withReducer(appReducer, appState())
      .provide([signedIn, [matchers.call.fn(requestLiveTicket), throwError(unauthorized)]])
      .put(sessionDestroyed())
      .not.call.fn(pause)
      .run();
  });

  it('a 401 after another tab signed out leaves the sign-out to that tab', async () => {
    await expectSaga(holdConnection, testEnvironment(new StreamLog()), new PostedMessages())
      .withReducer(appReducer, appState())
      .provide([signedIn, [matchers.call.fn(requestLiveTicket), throwError(unauthorized)]])
      .not.put(sessionDestroyed())
      .not.call.fn(pause)
      .run();
  });
});
