import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { searchAvailableLoads } from '../../../../src/client/api/loadsApi';
import { applyBoardChange, applySavedSearchesChange } from '../../../../src/client/features/live/eventSagas';
import { liveBoardChanged, liveSavedSearchesChanged } from '../../../../src/client/features/live/slice';
import { keptSearchAnswer, searchAndKeep } from '../../../../src/client/features/requestCache/sagas';
import { loadSavedSearches } from '../../../../src/client/features/search/storedSearchSagas';
import { SEARCH_CACHE_SECONDS } from '../../../../src/shared/constants';
import type { SearchCriteria } from '../../../../src/shared/loads';
import { advanceClock, pinClock } from '../../../support/clock';
import { appReducer, appState, V2 } from '../live/liveFixtures';
import { makeLoad, page } from '../search/searchFixtures';

const firstPage = { pageNumber: 1, pageSize: 20 };
const texas: SearchCriteria = { originState: 'TX', sortField: 'Rate' };
const answer = page([makeLoad(1)], 1);

/** The store after `criteria` was searched and answered `searchAnswer`. */
async function storeAfterSearch(criteria: SearchCriteria, searchAnswer = answer, state = appState()) {
  const { storeState } = await expectSaga(searchAndKeep, criteria, firstPage)
    .withReducer(appReducer, state)
    .provide([[matchers.call.fn(searchAvailableLoads), searchAnswer]])
    .run();
  return storeState;
}

const keptIn = async (state: ReturnType<typeof appState>, criteria: SearchCriteria, pageRequest = firstPage) =>
  (await expectSaga(keptSearchAnswer, criteria, pageRequest).withReducer(appReducer, state).run()).returnValue;

describe('search answers kept in the store (loads spec 9)', () => {
  beforeEach(() => pinClock('2026-12-31T23:55:00.000Z')); // the cache lives across midnight and the year end

  it('a repeated read within its lifetime is answered from the store', async () => {
    const state = await storeAfterSearch(texas);
    await expect(keptIn(state, { sortField: 'Rate', originState: 'TX' })).resolves.toEqual(answer);
    await expect(keptIn(state, texas, { ...firstPage, pageNumber: 2 })).resolves.toBeNull();
    advanceClock(SEARCH_CACHE_SECONDS * 1000 - 1);
    await expect(keptIn(state, texas)).resolves.toEqual(answer);
    advanceClock(1);
    await expect(keptIn(state, texas)).resolves.toBeNull();
  });

  it('a search asked again keeps its newest answer', async () => {
    const claimedSince = page([], 0);
    const state = await storeAfterSearch(texas, claimedSince, await storeAfterSearch(texas));
    await expect(keptIn(state, texas)).resolves.toEqual(claimedSince);
  });

  it('an answer kept before the clock was set back is not trusted', async () => {
    const state = await storeAfterSearch(texas);
    pinClock('2026-12-31T23:54:59.000Z');
    await expect(keptIn(state, texas)).resolves.toBeNull();
  });

  it('the kept answers are plain data a replay reproduces', async () => {
    const state = await storeAfterSearch(texas);
    expect(JSON.parse(JSON.stringify(state.requestCache))).toEqual(state.requestCache);
  });
});

describe('live events and kept answers (issue 14)', () => {
  beforeEach(() => pinClock('2026-11-24T10:06:00.000Z'));

  it('a live event clears the cached answers it concerns', async () => {
    const kept = await storeAfterSearch(texas);
    const event = liveBoardChanged({ loadId: 1, version: V2, onBoard: false, change: 'claimed', eventId: 41 });
    const { storeState } = await expectSaga(applyBoardChange, event).withReducer(appReducer, kept).run();
    await expect(keptIn(storeState, texas)).resolves.toBeNull();
  });

  it('a change of saved searches leaves the kept load answers alone', async () => {
    const kept = await storeAfterSearch(texas);
    const { storeState } = await expectSaga(applySavedSearchesChange, liveSavedSearchesChanged({ eventId: 43 }))
      .withReducer(appReducer, kept)
      .provide([[matchers.call.fn(loadSavedSearches), undefined]])
      .run();
    await expect(keptIn(storeState, texas)).resolves.toEqual(answer);
  });
});
