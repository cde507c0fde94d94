import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import type { SagaIterator, Task } from 'redux-saga';
import { all, call, fork, join, put, take } from 'redux-saga/effects';
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
import * as searchSlice from '../../../../src/client/features/search/slice';
import type { StoredSearch } from '../../../../src/shared/loads';
import { answeredCall, driving, putAndWaitFor } from '../../support/drive';
import { credentials, makeLoad, page, stateWith, storedSearch, testReducer } from './searchFixtures';

const flashOf = (text: string) => ({ action: { type: flashAdded.type, payload: { text } } });

describe('stored searches (loads spec 2 and 4)', () => {
  it('before any search the screen loads saved, recent and recommended lists', async () => {
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      const lists: Task = yield fork(function* (): SagaIterator {
        yield all([take(searchSlice.savedSearchesReceived.type), take(searchSlice.recentSearchesReceived.type), take(searchSlice.recommendedLoadsReceived.type)]);
      });
      yield put(searchSlice.searchScreenOpened());
      yield join(lists);
    }))
      .withReducer(testReducer, stateWith())
      .provide([
        [matchers.call.fn(fetchSavedSearches), [storedSearch(1)]],
        [matchers.call.fn(fetchRecentSearches), [storedSearch(2)]],
        [matchers.call.fn(fetchRecommendedLoads), page([makeLoad(7)])],
      ])
      .not.call.fn(searchAvailableLoads)
      .run({ timeout: false });
    expect(storeState.search.savedSearches).toEqual([storedSearch(1)]);
    expect(storeState.search.recentSearches).toEqual([storedSearch(2)]);
    expect(storeState.search.recommendedIds).toEqual([7]);
    expect(storeState.search.submitted).toBeNull();
  });

  it('a search link\'s first results come before the saved, recent and recommended lists are asked for', async () => {
    const asked: string[] = [];
    const answer = <T>(name: string, value: T) => () => {
      asked.push(name);
      return value;
    };
    await expectSaga(driving(searchSaga, function* () {
      yield put(searchSlice.searchScreenOpened());
      yield call(() => Promise.resolve());
      asked.push('screen drawn, results on their way');
      yield* putAndWaitFor(searchSlice.searchResultsReceived({ pageNumber: 1, ids: [1], totalRecordCount: 1, next: null }), searchSlice.recommendedLoadsReceived.type);
    }))
      .withReducer(testReducer, stateWith({ status: 'loading', submitted: { originState: 'TX', origins: ['TX'] } }))
      .provide([
        [matchers.call.fn(fetchSavedSearches), dynamic(answer('saved', [storedSearch(1)]))],
        [matchers.call.fn(fetchRecentSearches), dynamic(answer('recent', [storedSearch(2)]))],
        [matchers.call.fn(fetchRecommendedLoads), dynamic(answer('recommended', page([makeLoad(7)])))],
      ])
      .run({ timeout: false });
    expect(asked[0]).toBe('screen drawn, results on their way');
    expect(asked).toHaveLength(4);
  });

  it('saving marks the search saved', async () => {
    const onScreen = { originState: 'TX', origins: ['TX'] };
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(searchSlice.searchSaveRequested(), searchSlice.savedSearchesReceived.type);
    }))
      .withReducer(testReducer, stateWith({ values: onScreen, submitted: onScreen }))
      .provide([
        [matchers.call.fn(saveSearch), { id: 5, carrierSearchDto: onScreen }],
        [matchers.call.fn(fetchSavedSearches), [{ id: 5, carrierSearchDto: onScreen }]],
      ])
      .call(saveSearch, credentials, onScreen)
      .run({ timeout: false });
    expect(storeState.search.savedValues).toEqual(onScreen);
    expect(storeState.search.savedSearches).toEqual([{ id: 5, carrierSearchDto: onScreen }]);
  });

  it('Save Search saves what is on screen: the form as changed since the last search', async () => {
    const submitted = { originState: 'TX', origins: ['TX'] };
    const onScreen = { ...submitted, destinationState: 'GA', destinations: ['GA'] };
    await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(searchSlice.searchSaveRequested(), searchSlice.savedSearchesReceived.type);
    }))
      .withReducer(testReducer, stateWith({ values: onScreen, submitted }))
      .provide([
        [matchers.call.fn(saveSearch), { id: 6, carrierSearchDto: onScreen }],
        [matchers.call.fn(fetchSavedSearches), []],
      ])
      .call(saveSearch, credentials, onScreen)
      .run({ timeout: false });
  });

  it('an empty search is not saved as Anywhere → Anywhere', async () => {
    const anywhere = { originState: 'Anywhere', destinationState: 'Anywhere', sortField: 'Rate' as const, sortAscending: true };
    await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(searchSlice.searchSaveRequested(), searchSlice.searchSaveFailed.type);
    }))
      .withReducer(testReducer, stateWith({ values: anywhere, submitted: anywhere }))
      .provide([[matchers.call.fn(saveSearch), { id: 7, carrierSearchDto: anywhere }]])
      .not.call.fn(saveSearch)
      .run({ timeout: false });
  });

  it('saving a recent search refetches saved searches and flashes Saved Recent Search', async () => {
    const recent = storedSearch(3);
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(searchSlice.recentSearchSaveRequested(recent), flashAdded.type);
    }))
      .withReducer(testReducer, stateWith({ recentSearches: [recent] }))
      .provide([
        [matchers.call.fn(saveSearch), { id: 11, carrierSearchDto: recent.carrierSearchDto }],
        [matchers.call.fn(fetchSavedSearches), [{ id: 11, carrierSearchDto: recent.carrierSearchDto }]],
      ])
      .call(saveSearch, credentials, recent.carrierSearchDto)
      .call.fn(fetchSavedSearches)
      .put.like(flashOf('Saved Recent Search'))
      .run({ timeout: false });
    expect(storeState.search.savedSearches.map((search: StoredSearch) => search.id)).toEqual([11]);
  });

  it('removing a saved search is optimistic and flashes Removed Search {its places}, not its id', async () => {
    const saved = [storedSearch(1), storedSearch(2, 'Memphis', 'TN'), storedSearch(3)];
    const removal = answeredCall(new Promise(() => {}));
    const unanswered = await expectSaga(driving(searchSaga, function* () {
      yield put(searchSlice.savedSearchRemoveRequested(2));
      yield call(() => removal.seen);
    }))
      .withReducer(testReducer, stateWith({ savedSearches: saved }))
      .provide([[matchers.call.fn(removeSearch), removal.provider]])
      .run({ timeout: false });
    expect(unanswered.storeState.search.savedSearches.map((search: StoredSearch) => search.id)).toEqual([1, 3]);

    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(searchSlice.savedSearchRemoveRequested(2), flashAdded.type);
    }))
      .withReducer(testReducer, stateWith({ savedSearches: saved }))
      .provide([[matchers.call.fn(removeSearch), undefined]])
      .call(removeSearch, credentials, 2)
      .put.like(flashOf('Removed Search Memphis, TN to Georgia'))
      .run({ timeout: false });
    expect(storeState.search.savedSearches.map((search: StoredSearch) => search.id)).toEqual([1, 3]);
    expect(storeState.search.removingSearches).toEqual({});
  });

  it('a saved search whose removal fails comes back where it was', async () => {
    const saved = [storedSearch(1), storedSearch(2), storedSearch(3)];
    const refused = new ApiError({ status: 500, statusText: 'Server Error', url: '/api/x', message: 'down' });
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(searchSlice.savedSearchRemoveRequested(2), searchSlice.savedSearchRemoveFailed.type);
    }))
      .withReducer(testReducer, stateWith({ savedSearches: saved }))
      .provide([[matchers.call.fn(removeSearch), throwError(refused)]])
      .not.put.like({ action: { type: flashAdded.type } })
      .run({ timeout: false });
    expect(storeState.search.savedSearches).toEqual(saved);
    expect(storeState.search.removingSearches).toEqual({});
  });

  it('a saved search the server no longer has stays removed', async () => {
    const gone = new ApiError({ status: 404, statusText: 'Not Found', url: '/api/x', message: 'Search 2 not found.' });
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(searchSlice.savedSearchRemoveRequested(2), searchSlice.savedSearchRemoved.type);
    }))
      .withReducer(testReducer, stateWith({ savedSearches: [storedSearch(1), storedSearch(2)] }))
      .provide([[matchers.call.fn(removeSearch), throwError(gone)]])
      .run({ timeout: false });
    expect(storeState.search.savedSearches.map((search: StoredSearch) => search.id)).toEqual([1]);
    expect(storeState.search.removingSearches).toEqual({});
  });

  it('the query string restores the search on reload', async () => {
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(locationChanged({ pathname: '/search', search: '?originCity=Dallas&originState=TX&sortField=Rate&sortAscending=true' }), searchSlice.searchResultsReceived.type);
    }))
      .withReducer(testReducer, stateWith())
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(searchAvailableLoads), page([makeLoad(4)], 1)],
      ])
      .run({ timeout: false });
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
