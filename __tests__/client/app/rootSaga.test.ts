import { expectSaga } from 'redux-saga-test-plan';
import { put, take } from 'redux-saga/effects';
import { runIsolated } from '../../../src/client/app/rootSaga';

function* crashingFeature(): Generator {
  yield take('test/crash');
  throw new Error('feature bug');
}

function* listeningFeature(): Generator {
  yield take('test/ping');
  yield put({ type: 'test/pong' });
}

describe('root saga', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('one crashing feature saga does not stop the others', async () => {
    await expectSaga(runIsolated, [crashingFeature, listeningFeature])
      .dispatch({ type: 'test/crash' })
      .dispatch({ type: 'test/ping' })
      .put({ type: 'test/pong' })
      .silentRun(50);
    expect(console.error).toHaveBeenCalledWith('crashingFeature crashed', expect.any(Error));
  });
});
