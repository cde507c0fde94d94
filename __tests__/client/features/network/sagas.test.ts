import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { call } from 'redux-saga/effects';
import { rootReducer } from '../../../../src/client/app/rootReducer';
import { browserIsOnline, networkSaga } from '../../../../src/client/features/network/sagas';
import { cameOnline, wentOffline } from '../../../../src/client/features/network/slice';
import { causeAndWaitFor, driving } from '../../support/drive';

/** The browser tells the page its connection changed, as an 'online' or 'offline' event on the window. */
const browserSays = (change: 'online' | 'offline') => call(() => window.dispatchEvent(new Event(change)));
const empty = rootReducer(undefined, { type: 'test/init' });

describe('network state (issue 22, weak networks)', () => {
  it("the browser's offline and online events become actions in the store, in their order", async () => {
    const { storeState } = await expectSaga(driving(networkSaga, function* () {
      yield* causeAndWaitFor(browserSays('offline'), wentOffline.type);
      yield* causeAndWaitFor(browserSays('online'), cameOnline.type);
      yield* causeAndWaitFor(browserSays('offline'), wentOffline.type);
    }))
      .withReducer(rootReducer, empty)
      .provide([[matchers.call.fn(browserIsOnline), true]])
      .put(wentOffline())
      .put(cameOnline())
      .run({ timeout: false });
    expect(storeState.network.online).toBe(false);
  });

  it('a page opened without a connection starts offline', async () => {
    const { storeState } = await expectSaga(driving(networkSaga, function* () {
      yield* causeAndWaitFor(browserSays('online'), cameOnline.type);
    }))
      .withReducer(rootReducer, empty)
      .provide([[matchers.call.fn(browserIsOnline), false]])
      .put(wentOffline())
      .run({ timeout: false });
    expect(storeState.network.online).toBe(true);
  });
});
