import { expectSaga } from 'redux-saga-test-plan';
import { all, call } from 'redux-saga/effects';
import { callApi } from '../../../src/client/api/callApi';
import { fetchLoad, addFavorite } from '../../../src/client/api/loadApi';
import { searchAvailableLoads } from '../../../src/client/api/loadsApi';
import { stateWith, testReducer } from '../features/search/searchFixtures';
import { stubFetch } from '../support/fetchStub';
import { advanceClock, pinClock } from '../../support/clock';

const answer = { records: [{ id: 1 }], totalRecordCount: 1 };
const texas = { originState: 'TX', sortField: 'Rate' as const };
const firstPage = { pageNumber: 1, pageSize: 20 };

function* searchTexas() {
  return yield* callApi(searchAvailableLoads, [texas, firstPage]);
}

const runSaga = (saga: () => Generator) => expectSaga(saga).withReducer(testReducer, stateWith()).run();

describe('the request-level cache (loads spec 9: request-level cache expiry 1 s)', () => {
  // a second that spans midnight is a second like any other
  beforeEach(() => pinClock('2026-11-24T23:59:59.500Z'));

  it('identical reads in flight at once send one request and share its answer', async () => {
    const fetchMock = stubFetch({ body: answer }, { body: answer });
    const { returnValue } = await runSaga(function* () {
      return yield all([call(searchTexas), call(searchTexas)]);
    });
    expect(returnValue).toEqual([answer, answer]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('an identical read answered less than 1 s ago is answered from it; after 1 s it asks again', async () => {
    const fetchMock = stubFetch({ body: answer }, { body: answer });
    await runSaga(searchTexas);
    advanceClock(999);
    await runSaga(searchTexas);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    advanceClock(1);
    await runSaga(searchTexas);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('different reads are not shared, and a write in between makes the next read ask again', async () => {
    const load = { id: 7, rate: 1 };
    const fetchMock = stubFetch({ body: load }, { body: load }, { body: { id: 7, favorite: true } }, { body: load });
    await runSaga(function* () {
      yield* callApi(fetchLoad, [7]);
      yield* callApi(fetchLoad, [8]);
      yield* callApi(fetchLoad, [7]);
      yield* callApi(addFavorite, [7]);
      yield* callApi(fetchLoad, [7]);
    });
    expect(fetchMock.mock.calls.map(([url, init]) => `${init.method} ${new URL(url, 'http://x').pathname}`)).toEqual([
      'POST /api/CarrierLoads/get/7',
      'POST /api/CarrierLoads/get/8',
      'POST /api/CarrierLoads/7/favorite',
      'POST /api/CarrierLoads/get/7',
    ]);
  });

  it('a failed read is not kept: the next identical read asks again', async () => {
    const fetchMock = stubFetch({ status: 500, statusText: 'Server Error', body: { message: 'boom' } }, { body: answer });
    await expect(runSaga(searchTexas)).rejects.toThrow('boom');
    const { returnValue } = await runSaga(searchTexas);
    expect(returnValue).toEqual(answer);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
