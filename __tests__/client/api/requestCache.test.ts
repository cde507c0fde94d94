import { configureStore } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { all, call } from 'redux-saga/effects';
import { callApi } from '../../../src/client/api/callApi';
import { fetchLoad, addFavorite } from '../../../src/client/api/loadApi';
import { searchAvailableLoads } from '../../../src/client/api/loadsApi';
import { request } from '../../../src/client/api/request';
import { keepAnsweredReadsIn } from '../../../src/client/api/requestCache';
import { answeredReadsIn } from '../../../src/client/features/requestCache/answeredReads';
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

/** The store the answered reads are kept in, as the app's store.ts hands its own to the cache. */
function storeKeepingReads(state = stateWith()) {
  const store = configureStore({ reducer: testReducer, preloadedState: state });
  keepAnsweredReadsIn(answeredReadsIn(store));
  return store;
}

describe('the request-level cache (loads spec 9: request-level cache expiry 1 s)', () => {
  let store: ReturnType<typeof storeKeepingReads>;
  // a second that spans midnight is a second like any other
  beforeEach(() => {
    pinClock('2026-11-24T23:59:59.500Z');
    store = storeKeepingReads();
  });

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

  it('an identical read within a second is answered from the store', async () => {
    const fetchMock = stubFetch({ body: answer });
    await runSaga(searchTexas);
    const kept = Object.values(store.getState().requestCache.answeredReads);
    expect(kept).toEqual([{ answeredAt: Date.parse('2026-11-24T23:59:59.500Z'), answer }]);

    // A store started from that state, as a replay starts, answers the same read without asking.
    storeKeepingReads(store.getState());
    advanceClock(500);
    const { returnValue } = await runSaga(searchTexas);
    expect(returnValue).toEqual(answer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a write forgets the answered reads in the store', async () => {
    stubFetch({ body: answer }, { body: { id: 7, favorite: true } });
    await runSaga(searchTexas);
    await runSaga(function* () {
      yield* callApi(addFavorite, [7]);
    });
    expect(store.getState().requestCache.answeredReads).toEqual({});
  });

  it('a download is shared while in flight but its Blob never goes into the store', async () => {
    const fetchMock = stubFetch({ body: 'PDF' }, { body: 'PDF' });
    const credentials = { token: { tokenType: 'bearer', accessToken: 'a-token' } };
    const download = () => request<Blob>('CarrierLoadDocuments/All', { credentials, responseType: 'blob' });
    await Promise.all([download(), download()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.getState().requestCache.answeredReads).toEqual({});
  });
});
