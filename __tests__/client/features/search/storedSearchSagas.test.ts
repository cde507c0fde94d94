import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { searchAvailableLoads, fetchRecommendedLoads } from '../../../../src/client/api/loadsApi';
import {
  fetchRecentSearches,
  fetchSavedSearches,
  removeSearch,
  saveSearch,
} from '../../../../src/client/api/searchHistoryApi';
import { navigateTo } from '../../../../src/client/app/navigation';
import { locationChanged } from '../../../../src/client/app/routerActions';
import { flashAdded } from '../../../../src/client/features/flash/slice';
import { searchSaga } from '../../../../src/client/features/search/sagas';
import {
  recentSearchSaveRequested,
  savedSearchRemoveRequested,
  searchSaveRequested,
  searchScreenOpened,
} from '../../../../src/client/features/search/slice';
import type { StoredSearch } from '../../../../src/shared/loads';
import { credentials, makeLoad, page, stateWith, storedSearch, testReducer } from './searchFixtures';

const flashOf = (text: string) => ({ action: { type: flashAdded.type, payload: { text } } });

describe('stored searches (loads spec 2 and 4)', () => {
  it('before any search the screen loads saved, recent and recommended lists', async () => {
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(testReducer, stateWith())
      .provide([
        [matchers.call.fn(fetchSavedSearches), [storedSearch(1)]],
        [matchers.call.fn(fetchRecentSearches), [storedSearch(2)]],
        [matchers.call.fn(fetchRecommendedLoads), page([makeLoad(7)])],
      ])
      .dispatch(searchScreenOpened())
      .not.call.fn(searchAvailableLoads)
      .silentRun(50);
    expect(storeState.search.savedSearches).toEqual([storedSearch(1)]);
    expect(storeState.search.recentSearches).toEqual([storedSearch(2)]);
    expect(storeState.search.recommendedIds).toEqual([7]);
    expect(storeState.search.submitted).toBeNull();
  });

  it('saving marks the search saved', async () => {
    const onScreen = { originState: 'TX', origins: ['TX'] };
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(testReducer, stateWith({ values: onScreen, submitted: onScreen }))
      .provide([
        [matchers.call.fn(saveSearch), { id: 5, carrierSearchDto: onScreen }],
        [matchers.call.fn(fetchSavedSearches), [{ id: 5, carrierSearchDto: onScreen }]],
      ])
      .dispatch(searchSaveRequested())
      .call(saveSearch, credentials, onScreen)
      .silentRun(50);
    expect(storeState.search.savedValues).toEqual(onScreen);
    expect(storeState.search.savedSearches).toEqual([{ id: 5, carrierSearchDto: onScreen }]);
  });

  it('Save Search saves what is on screen: the form as changed since the last search', async () => {
    const submitted = { originState: 'TX', origins: ['TX'] };
    const onScreen = { ...submitted, destinationState: 'GA', destinations: ['GA'] };
    await expectSaga(searchSaga)
      .withReducer(testReducer, stateWith({ values: onScreen, submitted }))
      .provide([
        [matchers.call.fn(saveSearch), { id: 6, carrierSearchDto: onScreen }],
        [matchers.call.fn(fetchSavedSearches), []],
      ])
      .dispatch(searchSaveRequested())
      .call(saveSearch, credentials, onScreen)
      .silentRun(50);
  });

  it('an empty search is not saved as Anywhere → Anywhere', async () => {
    const anywhere = { originState: 'Anywhere', destinationState: 'Anywhere', sortField: 'Rate' as const, sortAscending: true };
    await expectSaga(searchSaga)
      .withReducer(testReducer, stateWith({ values: anywhere, submitted: anywhere }))
      .provide([[matchers.call.fn(saveSearch), { id: 7, carrierSearchDto: anywhere }]])
      .dispatch(searchSaveRequested())
      .not.call.fn(saveSearch)
      .silentRun(50);
  });

  it('saving a recent search refetches saved searches and flashes Saved Recent Search', async () => {
    const recent = storedSearch(3);
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(testReducer, stateWith({ recentSearches: [recent] }))
      .provide([
        [matchers.call.fn(saveSearch), { id: 11, carrierSearchDto: recent.carrierSearchDto }],
        [matchers.call.fn(fetchSavedSearches), [{ id: 11, carrierSearchDto: recent.carrierSearchDto }]],
      ])
      .dispatch(recentSearchSaveRequested(recent))
      .call(saveSearch, credentials, recent.carrierSearchDto)
      .call.fn(fetchSavedSearches)
      .put.like(flashOf('Saved Recent Search'))
      .silentRun(50);
    expect(storeState.search.savedSearches.map((search: StoredSearch) => search.id)).toEqual([11]);
  });

  it('removing a saved search is optimistic and flashes Removed Search {id}', async () => {
    const saved = [storedSearch(1), storedSearch(2), storedSearch(3)];
    const unanswered = await expectSaga(searchSaga)
      .withReducer(testReducer, stateWith({ savedSearches: saved }))
      .provide([[matchers.call.fn(removeSearch), new Promise(() => {})]])
      .dispatch(savedSearchRemoveRequested(2))
      .silentRun(50);
    expect(unanswered.storeState.search.savedSearches.map((search: StoredSearch) => search.id)).toEqual([1, 3]);

    const { storeState } = await expectSaga(searchSaga)
      .withReducer(testReducer, stateWith({ savedSearches: saved }))
      .provide([[matchers.call.fn(removeSearch), undefined]])
      .dispatch(savedSearchRemoveRequested(2))
      .call(removeSearch, credentials, 2)
      .put.like(flashOf('Removed Search 2'))
      .silentRun(50);
    expect(storeState.search.savedSearches.map((search: StoredSearch) => search.id)).toEqual([1, 3]);
    expect(storeState.search.removingSearches).toEqual({});
  });

  it('a saved search whose removal fails comes back where it was', async () => {
    const saved = [storedSearch(1), storedSearch(2), storedSearch(3)];
    const refused = new ApiError({ status: 500, statusText: 'Server Error', url: '/api/x', message: 'down' });
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(testReducer, stateWith({ savedSearches: saved }))
      .provide([[matchers.call.fn(removeSearch), throwError(refused)]])
      .dispatch(savedSearchRemoveRequested(2))
      .not.put.like(flashOf('Removed Search 2'))
      .silentRun(50);
    expect(storeState.search.savedSearches).toEqual(saved);
    expect(storeState.search.removingSearches).toEqual({});
  });

  it('a saved search the server no longer has stays removed', async () => {
    const gone = new ApiError({ status: 404, statusText: 'Not Found', url: '/api/x', message: 'Search 2 not found.' });
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(testReducer, stateWith({ savedSearches: [storedSearch(1), storedSearch(2)] }))
      .provide([[matchers.call.fn(removeSearch), throwError(gone)]])
      .dispatch(savedSearchRemoveRequested(2))
      .silentRun(50);
    expect(storeState.search.savedSearches.map((search: StoredSearch) => search.id)).toEqual([1]);
    expect(storeState.search.removingSearches).toEqual({});
  });

  it('the query string restores the search on reload', async () => {
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(testReducer, stateWith())
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(searchAvailableLoads), page([makeLoad(4)], 1)],
      ])
      .dispatch(locationChanged({ pathname: '/search', search: '?originCity=Dallas&originState=TX&sortField=Rate&sortAscending=true' }))
      .silentRun(50);
    expect(storeState.search.submitted).toEqual({
      originCity: 'Dallas',
      originState: 'TX',
      inOperableVehiclesQueryType: 'Any',
      sortField: 'Rate',
      sortAscending: true,
    });
    expect(storeState.search.placeLabels.origin).toBe('Dallas, TX');
    expect(storeState.search.ids).toEqual([4]);
  });
});
