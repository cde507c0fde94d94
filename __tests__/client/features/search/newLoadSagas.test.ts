import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import type { Task } from 'redux-saga';
import { call, fork, join, put, take } from 'redux-saga/effects';
import { searchAvailableLoads } from '../../../../src/client/api/loadsApi';
import { loadBackOnBoard, loadLeftBoard } from '../../../../src/client/features/loads/slice';
import { checkNewLoads, showNewLoads, watchBoardArrivals } from '../../../../src/client/features/search/newLoadSagas';
import { newLoadsChecked, newLoadsShown, searchReducer, searchResultsReceived, searchStarted } from '../../../../src/client/features/search/slice';
import type { SearchCriteria } from '../../../../src/shared/loads';
import { driving } from '../../support/drive';
import { credentials, makeLoad, page, stateWith, testReducer } from './searchFixtures';

const texas: SearchCriteria = { originState: 'TX', origins: ['TX'], sortField: 'Rate', sortAscending: false };
const V = '2026-11-24T10:00:00.000Z';
const backOnBoard = (loadId: number) => loadBackOnBoard({ loadId, version: V });
const shownSearch = (overrides = {}) => stateWith({ submitted: texas, ids: [1, 2, 3], pageNumber: 1, totalRecordCount: 3, status: 'succeeded', ...overrides });

describe('a load new on the board, against the open search (issue 22)', () => {
  it('is asked of the server as the open search narrowed to that load, and offered when it matches', async () => {
    const { storeState } = await expectSaga(checkNewLoads, [9])
      .withReducer(testReducer, shownSearch())
      .provide([[matchers.call.fn(searchAvailableLoads), page([makeLoad(9)])]])
      .call(searchAvailableLoads, credentials, { ...texas, orderIds: [9] }, { pageNumber: 1, pageSize: 1 })
      .put(newLoadsChecked({ matched: [9], unmatched: [] }))
      .run();
    expect(storeState.search.newLoadIds).toEqual([9]);
    expect(storeState.search.ids).toEqual([1, 2, 3]);
    expect(storeState.search.totalRecordCount).toBe(3);
    expect(storeState.loads.entities[9]).toEqual(makeLoad(9));
  });

  it('is not offered when the open search does not match it, and an offered one changed so it no longer matches is withdrawn', async () => {
    const { storeState } = await expectSaga(checkNewLoads, [9, 8])
      .withReducer(testReducer, shownSearch({ newLoadIds: [9] }))
      .provide([[matchers.call.fn(searchAvailableLoads), page([makeLoad(8)])]])
      .put(newLoadsChecked({ matched: [8], unmatched: [9] }))
      .run();
    expect(storeState.search.newLoadIds).toEqual([8]);
  });

  it('is not asked about when no search is open or the list already shows it', async () => {
    await expectSaga(checkNewLoads, [9]).withReducer(testReducer, stateWith()).not.call.fn(searchAvailableLoads).run();
    await expectSaga(checkNewLoads, [2]).withReducer(testReducer, shownSearch()).not.call.fn(searchAvailableLoads).run();
  });

  it('is not offered when the question fails, and nothing is reported', async () => {
    const { storeState } = await expectSaga(checkNewLoads, [9])
      .withReducer(testReducer, shownSearch())
      .provide([[matchers.call.fn(searchAvailableLoads), throwError(new Error('offline'))]])
      .not.put.actionType(newLoadsChecked.type)
      .run();
    expect(storeState.search.newLoadIds).toEqual([]);
  });

  it('loads that come while a question is out are asked about together in the next one', async () => {
    let answerFirst: (answer: ReturnType<typeof page>) => void = () => undefined;
    const firstAnswer = new Promise<ReturnType<typeof page>>((resolve) => {
      answerFirst = resolve;
    });
    const { storeState } = await expectSaga(driving(watchBoardArrivals, function* () {
      const bothChecked: Task = yield fork(function* () {
        yield take(newLoadsChecked.type);
        yield take(newLoadsChecked.type);
      });
      yield put(backOnBoard(9));
      yield put(backOnBoard(8));
      yield put(backOnBoard(7));
      yield call(answerFirst, page([]));
      yield join(bothChecked);
    }))
      .withReducer(testReducer, shownSearch())
      .provide([[matchers.call.fn(searchAvailableLoads), dynamic(({ args: [, criteria] }) =>
        (criteria.orderIds.length === 1 ? firstAnswer : page([makeLoad(7)])))]])
      .call(searchAvailableLoads, credentials, { ...texas, orderIds: [9] }, { pageNumber: 1, pageSize: 1 })
      .call(searchAvailableLoads, credentials, { ...texas, orderIds: [8, 7] }, { pageNumber: 1, pageSize: 2 })
      .run();
    expect(storeState.search.newLoadIds).toEqual([7]);
  });

  it('is offered no more once a fresh first page or a new search comes (it is in it, or counted)', () => {
    const offered = shownSearch({ newLoadIds: [9] }).search;
    expect(searchReducer(offered, searchResultsReceived({ pageNumber: 1, ids: [9, 1, 2], totalRecordCount: 4 })).newLoadIds).toEqual([]);
    expect(searchReducer(offered, searchStarted(texas)).newLoadIds).toEqual([]);
    expect(searchReducer(offered, searchResultsReceived({ pageNumber: 2, ids: [4], totalRecordCount: 4 })).newLoadIds).toEqual([9]);
  });

  it('that leaves the board before Show is offered no more', () => {
    const state = searchReducer(shownSearch({ newLoadIds: [9, 8] }).search, loadLeftBoard({ loadId: 9, version: V }));
    expect(state.newLoadIds).toEqual([8]);
    expect(state.totalRecordCount).toBe(3);
  });
});

describe("'Show' merges the new loads into the list in sort order (issue 22)", () => {
  it('puts each new load after the shown load the search orders it behind, and counts them', async () => {
    const { storeState } = await expectSaga(showNewLoads)
      .withReducer(testReducer, shownSearch({ newLoadIds: [9, 8] }))
      .provide([[matchers.call.fn(searchAvailableLoads), page([9, 1, 2, 8, 3].map((id) => makeLoad(id)))]])
      .call(searchAvailableLoads, credentials, { ...texas, orderIds: [1, 2, 3, 9, 8] }, { pageNumber: 1, pageSize: 5 })
      .put(newLoadsShown({ ids: [9, 1, 2, 8, 3], added: 2 }))
      .run();
    expect(storeState.search.ids).toEqual([9, 1, 2, 8, 3]);
    expect(storeState.search.totalRecordCount).toBe(5);
    expect(storeState.search.newLoadIds).toEqual([]);
  });

  it('leaves a new load that sorts after the last shown card to Load More while more pages exist, and counts it', async () => {
    const { storeState } = await expectSaga(showNewLoads)
      .withReducer(testReducer, shownSearch({ totalRecordCount: 10, newLoadIds: [8, 9] }))
      .provide([[matchers.call.fn(searchAvailableLoads), page([1, 9, 2, 3, 8].map((id) => makeLoad(id)))]])
      .run();
    expect(storeState.search.ids).toEqual([1, 9, 2, 3]);
    expect(storeState.search.totalRecordCount).toBe(12);
  });

  it('keeps marked cards where they are, and neither shows nor counts a new load the search no longer holds', async () => {
    const { storeState } = await expectSaga(showNewLoads)
      .withReducer(testReducer, shownSearch({ totalRecordCount: 2, leftBoardIds: [2], newLoadIds: [9, 8] }))
      .provide([[matchers.call.fn(searchAvailableLoads), page([1, 9, 3].map((id) => makeLoad(id)))]])
      .call(searchAvailableLoads, credentials, { ...texas, orderIds: [1, 3, 9, 8] }, { pageNumber: 1, pageSize: 4 })
      .run();
    expect(storeState.search.ids).toEqual([1, 9, 2, 3]);
    expect(storeState.search.totalRecordCount).toBe(3);
    expect(storeState.search.newLoadIds).toEqual([]);
  });
});
