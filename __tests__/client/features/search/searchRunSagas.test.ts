import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import type { Task } from 'redux-saga';
import { fork, join, put } from 'redux-saga/effects';
import { searchAvailableLoads } from '../../../../src/client/api/loadsApi';
import { fetchRecentSearches, saveRecentSearch } from '../../../../src/client/api/searchHistoryApi';
import { navigateTo } from '../../../../src/client/app/navigation';
import { selectKeptSearchAnswer } from '../../../../src/client/features/requestCache/selectors';
import { searchSaga } from '../../../../src/client/features/search/sagas';
import { loadMoreResults, submitSearch } from '../../../../src/client/features/search/searchRunSagas';
import { selectHasMoreResults } from '../../../../src/client/features/search/selectors';
import {
  datesChosen,
  moreResultsFailed,
  moreResultsRequested,
  searchResultsReceived,
  searchSaved,
  searchStarted,
  searchSubmitted,
  sortChanged,
  storedSearchChosen,
} from '../../../../src/client/features/search/slice';
import { initialSearchValues } from '../../../../src/client/features/search/searchValues';
import { driving, putAndWaitFor } from '../../support/drive';
import { credentials, makeLoad, page, stateWith, storedSearch, testReducer } from './searchFixtures';

const dallasValues = {
  ...initialSearchValues,
  originCity: 'Dallas',
  originState: 'TX',
  originGeoCodeLatitude: 32.78,
  originGeoCodeLongitude: -96.8,
};
const { destinationGeoCodeMileRadius: _withoutCoordinates, ...sentDallas } = dallasValues;
const firstPage = { pageNumber: 1, pageSize: 20 };

describe('running a search (loads spec 4, Search screen and Paging)', () => {
  it('submitting runs the search and records it as a recent search', async () => {
    const loads = [makeLoad(1), makeLoad(2)];
    const { storeState } = await expectSaga(submitSearch)
      .withReducer(testReducer, stateWith({ values: dallasValues }))
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(searchAvailableLoads), page(loads, 12)],
        [matchers.call.fn(saveRecentSearch), { id: 9, carrierSearchDto: sentDallas }],
        [matchers.call.fn(fetchRecentSearches), [{ id: 9, carrierSearchDto: sentDallas }]],
      ])
      .call(searchAvailableLoads, credentials, sentDallas, firstPage)
      .call(saveRecentSearch, credentials, sentDallas)
      .call.fn(fetchRecentSearches)
      .run();
    expect(storeState.search.ids).toEqual([1, 2]);
    expect(storeState.search.totalRecordCount).toBe(12);
    expect(storeState.search.submitted).toEqual(sentDallas);
    expect(storeState.search.recentSearches).toEqual([{ id: 9, carrierSearchDto: sentDallas }]);
    expect(storeState.loads.entities[1]).toEqual(loads[0]);
  });

  it('submitting replaces the query string with the search', async () => {
    await expectSaga(submitSearch)
      .withReducer(testReducer, stateWith({ values: { ...initialSearchValues, originState: 'TX', origins: ['TX'] } }))
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(searchAvailableLoads), page([])],
        [matchers.call.fn(saveRecentSearch), undefined],
        [matchers.call.fn(fetchRecentSearches), []],
      ])
      .call(
        navigateTo,
        '/search?originState=TX&origins=TX&inOperableVehiclesQueryType=Any&sortField=AvailableDate&sortAscending=false',
        { replace: true },
      )
      .run();
  });

  it('an empty search (Anywhere → Anywhere, any date) runs but is not recorded as a recent search', async () => {
    const { storeState } = await expectSaga(submitSearch)
      .withReducer(testReducer, stateWith({ values: { ...initialSearchValues, originState: 'Anywhere', sortField: 'Rate' } }))
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(searchAvailableLoads), page([makeLoad(1)], 4560)],
        [matchers.call.fn(saveRecentSearch), undefined],
      ])
      .call.fn(searchAvailableLoads)
      .not.call.fn(saveRecentSearch)
      .run();
    expect(storeState.search.totalRecordCount).toBe(4560);
  });

  it('results are never stale: a repeated search shows the cached page, then the fresh one without loads claimed since', async () => {
    const { storeState } = await expectSaga(submitSearch)
      .withReducer(testReducer, stateWith({ values: dallasValues }))
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [matchers.select.selector(selectKeptSearchAnswer), page([makeLoad(1), makeLoad(2)], 2)],
        [matchers.call.fn(searchAvailableLoads), page([makeLoad(1)], 1)],
        [matchers.call.fn(saveRecentSearch), undefined],
        [matchers.call.fn(fetchRecentSearches), []],
      ])
      .put(searchResultsReceived({ pageNumber: 1, ids: [1, 2], totalRecordCount: 2, next: null }))
      .call(searchAvailableLoads, credentials, sentDallas, firstPage)
      .put(searchResultsReceived({ pageNumber: 1, ids: [1], totalRecordCount: 1, next: null }))
      .run();
    expect(storeState.search.ids).toEqual([1]);
    expect(storeState.search.totalRecordCount).toBe(1);
  });

  it('a new submit resets the saved mark', async () => {
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield put(searchSaved(dallasValues));
      yield* putAndWaitFor(searchSubmitted(), searchResultsReceived.type);
    }))
      .withReducer(testReducer, stateWith({ values: dallasValues }))
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(searchAvailableLoads), page([makeLoad(1)])],
        [matchers.call.fn(saveRecentSearch), undefined],
        [matchers.call.fn(fetchRecentSearches), []],
      ])
      .run({ timeout: false });
    expect(storeState.search.savedValues).toBeNull();
  });

  it('radius is sent only with coordinates', async () => {
    const values = { ...initialSearchValues, originState: 'TX', destinationCity: 'Atlanta', destinationState: 'GA',
      destinationGeoCodeLatitude: 33.75, destinationGeoCodeLongitude: -84.39 };
    await expectSaga(submitSearch)
      .withReducer(testReducer, stateWith({ values }))
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(searchAvailableLoads), page([])],
        [matchers.call.fn(saveRecentSearch), undefined],
        [matchers.call.fn(fetchRecentSearches), []],
      ])
      .call(searchAvailableLoads, credentials, {
            originState: 'TX',
            destinationCity: 'Atlanta',
            destinationState: 'GA',
            destinationGeoCodeLatitude: 33.75,
            destinationGeoCodeLongitude: -84.39,
            destinationGeoCodeMileRadius: 50,
            inOperableVehiclesQueryType: 'Any',
            sortField: 'AvailableDate',
            sortAscending: false,
          },
          firstPage,)
      .run();
  });

  it('numeric fields are parsed and dropped if not finite', async () => {
    const values = { ...initialSearchValues, minPricePerMile: '1.5', maxVehicles: 'many', maxWeightLbs: Infinity };
    await expectSaga(submitSearch)
      .withReducer(testReducer, stateWith({ values: values as never }))
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(searchAvailableLoads), page([])],
        [matchers.call.fn(saveRecentSearch), undefined],
        [matchers.call.fn(fetchRecentSearches), []],
      ])
      .call(searchAvailableLoads, credentials, { minPricePerMile: 1.5, inOperableVehiclesQueryType: 'Any', sortField: 'AvailableDate', sortAscending: false },
          firstPage,)
      .run();
  });

  it('changing the sort re-runs the search', async () => {
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(sortChanged({ sortField: 'Rate', sortAscending: false }), searchResultsReceived.type);
    }))
      .withReducer(testReducer, stateWith({ values: dallasValues }))
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(searchAvailableLoads), page([makeLoad(3)])],
      ])
      .call(searchAvailableLoads, credentials, { ...sentDallas, sortField: 'Rate' }, firstPage)
      .not.call.fn(saveRecentSearch)
      .run({ timeout: false });
    expect(storeState.search.ids).toEqual([3]);
  });

  it('changing the dates re-runs the search', async () => {
    await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(datesChosen({ from: '2026-11-23', thru: '2026-11-27' }), searchResultsReceived.type);
    }))
      .withReducer(testReducer, stateWith({ values: dallasValues }))
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(searchAvailableLoads), page([])],
      ])
      .call(searchAvailableLoads, credentials, { ...sentDallas, availableFrom: '2026-11-23', availableThru: '2026-11-27' }, firstPage)
      .run({ timeout: false });
  });

  it('choosing a stored search restores its values and re-runs it', async () => {
    const chosen = storedSearch(4, 'Memphis', 'TN');
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(storedSearchChosen(chosen), searchResultsReceived.type);
    }))
      .withReducer(testReducer, stateWith({ values: dallasValues }))
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(searchAvailableLoads), page([])],
      ])
      .call(searchAvailableLoads, credentials, {
          originCity: 'Memphis',
          originState: 'TN',
          destinationState: 'GA',
          inOperableVehiclesQueryType: 'Any',
          sortField: 'Rate',
          sortAscending: false,
        }, firstPage)
      .run({ timeout: false });
    expect(storeState.search.placeLabels).toEqual({ origin: 'Memphis, TN', destination: 'Georgia' });
  });
});

describe('paging (loads spec 4)', () => {
  const shown = stateWith(
    { submitted: sentDallas, ids: [1, 2], pageNumber: 1, totalRecordCount: 3, status: 'succeeded' },
    [makeLoad(1), makeLoad(2)],
  );

  it('the first page is 1 and Load More requests the next page and appends it', async () => {
    const { storeState } = await expectSaga(loadMoreResults)
      .withReducer(testReducer, shown)
      .provide([[matchers.call.fn(searchAvailableLoads), page([makeLoad(3)], 3)]])
      .call(searchAvailableLoads, credentials, sentDallas, { pageNumber: 2, pageSize: 20 })
      .run();
    expect(storeState.search.ids).toEqual([1, 2, 3]);
    expect(storeState.search.pageNumber).toBe(2);
  });

  it('Load More asks for the loads after the last one shown, by the cursor of the page shown', async () => {
    const { storeState } = await expectSaga(loadMoreResults)
      .withReducer(testReducer, stateWith({ ...shown.search, next: 'after-2' }, [makeLoad(1), makeLoad(2)]))
      .provide([[matchers.call.fn(searchAvailableLoads), { ...page([makeLoad(3)], 3), next: 'after-3' }]])
      .call(searchAvailableLoads, credentials, sentDallas, { pageNumber: 2, pageSize: 20, after: 'after-2' })
      .run();
    expect(storeState.search).toMatchObject({ ids: [1, 2, 3], pageNumber: 2, next: 'after-3' });
  });

  it('a search keeps the cursor its first page gave', async () => {
    const { storeState } = await expectSaga(submitSearch)
      .withReducer(testReducer, stateWith({ values: dallasValues, next: 'of-an-older-search' }))
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(searchAvailableLoads), { ...page([makeLoad(1)], 5), next: 'after-1' }],
        [matchers.call.fn(saveRecentSearch), { id: 9, carrierSearchDto: sentDallas }],
        [matchers.call.fn(fetchRecentSearches), []],
      ])
      .call(searchAvailableLoads, credentials, sentDallas, firstPage)
      .run();
    expect(storeState.search.next).toBe('after-1');
  });

  it('a Load More page that arrives after a new search is dropped', async () => {
    let answerOldPage: (answer: ReturnType<typeof page>) => void = () => undefined;
    const oldPage = new Promise<ReturnType<typeof page>>((resolve) => { answerOldPage = resolve; });
    const houston = { ...sentDallas, originCity: 'Houston' };
    const { storeState } = await expectSaga(function* () {
      const loadingMore: Task = yield fork(loadMoreResults);
      yield put(searchStarted(houston));
      yield put(searchResultsReceived({ pageNumber: 1, ids: [7], totalRecordCount: 1 }));
      answerOldPage(page([makeLoad(3)], 3));
      yield join(loadingMore);
    })
      .withReducer(testReducer, shown)
      .provide([[matchers.call.fn(searchAvailableLoads), dynamic(() => oldPage)]])
      .run({ timeout: false });
    expect(storeState.search).toMatchObject({ submitted: houston, ids: [7], pageNumber: 1, totalRecordCount: 1 });
    expect(storeState.loads.entities[3]).toBeUndefined();
  });

  it('more results exist while the loaded count is below the total', () => {
    expect(selectHasMoreResults(shown)).toBe(true);
    expect(selectHasMoreResults(stateWith({ ids: [1, 2, 3], totalRecordCount: 3 }))).toBe(false);
  });

  it('a failed page keeps the loaded results and offers Load More again', async () => {
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(moreResultsRequested(), moreResultsFailed.type);
    }))
      .withReducer(testReducer, shown)
      .provide([[matchers.call.fn(searchAvailableLoads), throwError(new Error('down'))]])
      .run({ timeout: false });
    expect(storeState.search.ids).toEqual([1, 2]);
    expect(storeState.search.status).toBe('succeeded');
    expect(selectHasMoreResults(storeState)).toBe(true);
  });
});
