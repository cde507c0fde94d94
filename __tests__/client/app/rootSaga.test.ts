import { expectSaga } from 'redux-saga-test-plan';
import { put, take } from 'redux-saga/effects';
import { runIsolated } from '../../../src/client/app/rootSaga';
import { driving, putAndWaitFor } from '../support/drive';

/** Crashes on 'test/crash'; once restarted, it ends with the test ('test/end'), so the run can end. */
function* crashingFeature(): Generator {
  const action = (yield take(['test/crash', 'test/end'])) as { type: string };
  if (action.type === 'test/crash') throw new Error('feature bug');
}

function* listeningFeature(): Generator {
  yield take('test/ping');
  yield put({ type: 'test/pong' });
}

describe('root saga', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('one crashing feature saga does not stop the others', async () => {
    await expectSaga(driving(() => runIsolated([crashingFeature, listeningFeature]), function* () {
      yield put({ type: 'test/crash' });
      yield* putAndWaitFor({ type: 'test/ping' }, 'test/pong');
      yield put({ type: 'test/end' });
    }))
      .put({ type: 'test/pong' })
      .run({ timeout: false });
    expect(console.error).toHaveBeenCalledWith('crashingFeature crashed', expect.any(Error));
  });
});
