import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { liveSaga, reportLostStream } from '../../../../src/client/features/live/sagas';
import { pause } from '../../../../src/client/app/pause';
import { liveConnectionLost, liveConnectionOpened, liveFavoriteChanged, liveStarted, liveStopped } from '../../../../src/client/features/live/slice';
import { followRelay } from '../../../../src/client/features/live/tabSagas';
import type { TabChannel, TabMessage } from '../../../../src/client/features/live/tabs';
import { otherTabSignedOut, sessionDestroyed } from '../../../../src/client/features/session/slice';
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
      .silentRun(30);
  });

  it('starts only once signed in, and stops on sign-out', async () => {
    const streams = new StreamLog();
    const { storeState } = await expectSaga(liveSaga, testEnvironment(streams))
      .withReducer(appReducer, appState())
      .provide([[matchers.call.fn(pause), never()]])
      .put(liveStarted())
      .dispatch(otherTabSignedOut())
      .put(liveStopped())
      .silentRun(50);
    expect(storeState.live.connection).toBe('off');
  });

  it('nothing starts while signed out', async () => {
    await expectSaga(liveSaga, testEnvironment(new StreamLog()))
      .withReducer(appReducer, appState({ signedIn: false }))
      .not.put(liveStarted())
      .dispatch(sessionDestroyed())
      .silentRun(30);
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
    return { channel, deliver: (message: TabMessage) => setTimeout(() => listener(message), 0) };
  }

  it("the leader's relayed events are put in this tab", async () => {
    const { channel, deliver } = relayChannel();
    const relayed = liveFavoriteChanged({ loadId: 7, favorite: true, eventId: 3 });
    deliver({ kind: 'action', action: relayed });
    await expectSaga(followRelay, channel).put(relayed).silentRun(30);
  });

  it('an action that is not the live board\'s is never taken from another tab', async () => {
    const { channel, deliver } = relayChannel();
    deliver({ kind: 'action', action: sessionDestroyed() });
    await expectSaga(followRelay, channel).not.put(sessionDestroyed()).silentRun(30);
  });
});
