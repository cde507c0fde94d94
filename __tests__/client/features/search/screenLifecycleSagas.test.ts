import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { call, put } from 'redux-saga/effects';
import { searchAvailableLoads } from '../../../../src/client/api/loadsApi';
import { navigateTo } from '../../../../src/client/app/navigation';
import { locationChanged } from '../../../../src/client/app/routerActions';
import { followLocation, searchSaga } from '../../../../src/client/features/search/sagas';
import { initialSearchState, searchRestored, searchResultsReceived, searchScreenLeft } from '../../../../src/client/features/search/slice';
import { initialSearchValues, toSearchValues } from '../../../../src/client/features/search/searchValues';
import type { LoadRecord } from '../../../../src/shared/loads';
import { driving, putAndWaitFor } from '../../support/drive';
import { makeLoad, stateWith, testReducer } from './searchFixtures';

const withResults = stateWith(
  {
    values: { ...initialSearchValues, originState: 'TX', origins: ['TX'] },
    placeLabels: { origin: 'Texas', destination: null },
    submitted: toSearchValues({ ...initialSearchValues, originState: 'TX', origins: ['TX'] }),
    ids: [1, 2, 3],
    pageNumber: 1,
    totalRecordCount: 3,
    status: 'succeeded',
  },
  [makeLoad(1), makeLoad(2, { unAssigned: false, assignedToCurrentCarrier: true }), makeLoad(3, { unAssigned: false })],
);

describe('the search screen as a whole (loads spec 4)', () => {
  it('leaving the screen clears form and results', async () => {
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(locationChanged({ pathname: '/dashboard', search: '' }), searchScreenLeft.type);
    }))
      .withReducer(testReducer, withResults)
      .run({ timeout: false });
    expect(storeState.search).toBe(initialSearchState);
  });

  it('the map of the same search is no leaving', async () => {
    for (const pathname of ['/search/map', '/search']) {
      const { storeState } = await expectSaga(followLocation, locationChanged({ pathname, search: '' }))
        .withReducer(testReducer, withResults)
        .not.put(searchScreenLeft())
        .run();
      expect(storeState.search.ids).toEqual([1, 2, 3]);
    }
  });

  it('the address of the search on screen runs nothing again', async () => {
    await expectSaga(
      followLocation,
      locationChanged({
        pathname: '/search',
        search: '?originState=TX&origins=TX&inOperableVehiclesQueryType=Any&sortField=AvailableDate&sortAscending=false',
      }),
    )
      .withReducer(testReducer, withResults)
      .provide([[matchers.call.fn(searchAvailableLoads), { records: [], totalRecordCount: 0 }]])
      .not.put.actionType(searchRestored.type)
      .not.call.fn(searchAvailableLoads)
      .run();
  });

  it('a search opened on the map page stays on the map page', async () => {
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(locationChanged({ pathname: '/search/map', search: '?originState=TX' }), searchResultsReceived.type);
    }))
      .withReducer(testReducer, stateWith())
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(searchAvailableLoads), { records: [makeLoad(1)], totalRecordCount: 1 }],
      ])
      .call(
        navigateTo,
        '/search/map?originState=TX&inOperableVehiclesQueryType=Any&sortField=AvailableDate&sortAscending=false',
        { replace: true },
      )
      .run({ timeout: false });
    expect(storeState.search.submitted).toMatchObject({ originState: 'TX' });
  });

  it('old /search/load paths are no part of the search', async () => {
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(locationChanged({ pathname: '/search/load/5', search: '' }), searchScreenLeft.type);
    }))
      .withReducer(testReducer, withResults)
      .run({ timeout: false });
    expect(storeState.search).toBe(initialSearchState);
  });

  it('leaving cancels a search still on its way', async () => {
    let answerSearch: (answer: { records: LoadRecord[]; totalRecordCount: number }) => void = () => undefined;
    const searchOnItsWay = new Promise<{ records: LoadRecord[]; totalRecordCount: number }>((resolve) => { answerSearch = resolve; });
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield put({ type: 'search/searchSubmitted' });
      yield* putAndWaitFor(locationChanged({ pathname: '/loads/saved', search: '' }), searchScreenLeft.type);
      answerSearch({ records: [makeLoad(9)], totalRecordCount: 1 });
      yield call(() => searchOnItsWay);
    }))
      .withReducer(testReducer, withResults)
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(searchAvailableLoads), dynamic(() => searchOnItsWay)],
      ])
      .run({ timeout: false });
    expect(storeState.search.ids).toEqual([]);
  });
});
