import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { call } from 'redux-saga/effects';
import { liveSaga, reportLostStream } from '../../../../src/client/features/live/sagas';
import { pause } from '../../../../src/client/app/pause';
import { liveConnectionLost, liveConnectionOpened, liveFavoriteChanged, liveStarted, liveStopped } from '../../../../src/client/features/live/slice';
import { followRelay } from '../../../../src/client/features/live/tabSagas';
import type { TabChannel, TabMessage } from '../../../../src/client/features/live/tabs';
import { otherTabSignedOut, sessionDestroyed } from '../../../../src/client/features/session/slice';
import { causeAndWaitFor, driving, putAndWaitFor } from '../../support/drive';
import { StreamLog, testEnvironment } from './fakeEventSource';
import { appReducer, appState } from './liveFixtures';

const never = () => new Promise(() => undefined);

describe('the live board while signed in', () => {
  it('a stream down for more than 5 s is reported lost', async () => {
    await expectSaga(reportLostStream, 5000)
      .provide([[matchers.call(pause, 5000), undefined]])
      .put(liveConnectionLost())
      .run();
  });

  it('a stream open again within 5 s is not reported lost', async () => {
    await expectSaga(reportLostStream, 5000)
      .provide([[matchers.call.fn(pause), never()]])
      .dispatch(liveConnectionOpened({ lastEventId: 3 }))
      .not.put(liveConnectionLost())
      .run();
  });

  it('starts only once signed in, and stops on sign-out', async () => {
    const streams = new StreamLog();
    const { storeState } = await expectSaga(driving(() => liveSaga(testEnvironment(streams)), function* () {
      yield* putAndWaitFor(otherTabSignedOut(), liveStopped.type);
    }))
      .withReducer(appReducer, appState())
      .provide([[matchers.call.fn(pause), never()]])
      .put(liveStarted())
      .put(liveStopped())
      .run({ timeout: false });
    expect(storeState.live.connection).toBe('off');
  });

  it('nothing starts while signed out', async () => {
    await expectSaga(driving(() => liveSaga(testEnvironment(new StreamLog())), function* () {
      // Ends once the live board has seen the action too (it is told first, having waited longer).
      yield* putAndWaitFor(sessionDestroyed(), sessionDestroyed.type);
    }))
      .withReducer(appReducer, appState({ signedIn: false }))
      .not.put(liveStarted())
      .run({ timeout: false });
  });
});

describe('the relay between tabs', () => {
  function relayChannel() {
    let listener: (message: TabMessage) => void = () => undefined;
    const channel: TabChannel = {
      post: () => undefined,
      subscribe: (next) => ((listener = next), () => undefined),
      close: () => undefined,
    };
    return { channel, deliver: (message: TabMessage) => listener(message) };
  }

  it("the leader's relayed events are put in this tab", async () => {
    const { channel, deliver } = relayChannel();
    const relayed = liveFavoriteChanged({ loadId: 7, favorite: true, eventId: 3 });
    await expectSaga(driving(() => followRelay(channel), function* () {
      yield* causeAndWaitFor(call(deliver, { kind: 'action', action: relayed }), relayed.type);
    })).put(relayed).run({ timeout: false });
  });

  it('an action that is not the live board\'s is never taken from another tab', async () => {
    const { channel, deliver } = relayChannel();
    // A live action relayed afterwards marks the end: messages are taken in turn.
    const after = liveFavoriteChanged({ loadId: 7, favorite: true, eventId: 4 });
    await expectSaga(driving(() => followRelay(channel), function* () {
      yield call(deliver, { kind: 'action', action: sessionDestroyed() });
      yield* causeAndWaitFor(call(deliver, { kind: 'action', action: after }), after.type);
    })).not.put(sessionDestroyed()).run({ timeout: false });
  });
});
