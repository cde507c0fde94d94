import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { searchAvailableLoads } from '../../../../src/client/api/loadsApi';
import { navigateTo } from '../../../../src/client/app/navigation';
import { locationChanged } from '../../../../src/client/app/routerActions';
import { searchSaga } from '../../../../src/client/features/search/sagas';
import { initialSearchState } from '../../../../src/client/features/search/slice';
import { initialSearchValues, toSearchValues } from '../../../../src/client/features/search/searchValues';
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
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(testReducer, withResults)
      .dispatch(locationChanged({ pathname: '/dashboard', search: '' }))
      .silentRun(50);
    expect(storeState.search).toBe(initialSearchState);
  });

  it('the map of the same search is no leaving', async () => {
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(testReducer, withResults)
      .dispatch(locationChanged({ pathname: '/search/map', search: '' }))
      .dispatch(locationChanged({ pathname: '/search', search: '' }))
      .silentRun(50);
    expect(storeState.search.ids).toEqual([1, 2, 3]);
  });

  it('the address of the search on screen runs nothing again', async () => {
    await expectSaga(searchSaga)
      .withReducer(testReducer, withResults)
      .provide([[matchers.call.fn(searchAvailableLoads), { records: [], totalRecordCount: 0 }]])
      .dispatch(
        locationChanged({
          pathname: '/search',
          search: '?originState=TX&origins=TX&inOperableVehiclesQueryType=Any&sortField=AvailableDate&sortAscending=false',
        }),
      )
      .not.call.fn(searchAvailableLoads)
      .silentRun(50);
  });

  it('a search opened on the map page stays on the map page', async () => {
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(testReducer, stateWith())
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(searchAvailableLoads), { records: [makeLoad(1)], totalRecordCount: 1 }],
      ])
      .dispatch(locationChanged({ pathname: '/search/map', search: '?originState=TX' }))
      .call(
        navigateTo,
        '/search/map?originState=TX&inOperableVehiclesQueryType=Any&sortField=AvailableDate&sortAscending=false',
        { replace: true },
      )
      .silentRun(50);
    expect(storeState.search.submitted).toMatchObject({ originState: 'TX' });
  });

  it('old /search/load paths are no part of the search', async () => {
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(testReducer, withResults)
      .dispatch(locationChanged({ pathname: '/search/load/5', search: '' }))
      .silentRun(50);
    expect(storeState.search).toBe(initialSearchState);
  });

  it('leaving cancels a search still on its way', async () => {
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(testReducer, withResults)
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(searchAvailableLoads), new Promise((resolve) => setTimeout(() => resolve({ records: [makeLoad(9)], totalRecordCount: 1 }), 30))],
      ])
      .dispatch({ type: 'search/searchSubmitted' })
      .dispatch(locationChanged({ pathname: '/loads/saved', search: '' }))
      .silentRun(100);
    expect(storeState.search.ids).toEqual([]);
  });
});
