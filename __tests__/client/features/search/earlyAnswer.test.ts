import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { REHYDRATE } from 'redux-persist';
import { put } from 'redux-saga/effects';
import { adoptEarlyReads } from '../../../../src/client/api/request';
import { navigateTo } from '../../../../src/client/app/navigation';
import { appOpenedAt } from '../../../../src/client/app/routerActions';
import { startEarlyReads } from '../../../../src/client/boot/earlyReads';
import { searchSaga } from '../../../../src/client/features/search/sagas';
import { searchFailed, searchResultsReceived } from '../../../../src/client/features/search/slice';
import { SESSION_PERSIST_KEY, STORED_SESSION_KEY } from '../../../../src/client/features/session/storedSession';
import { routeFetch } from '../../support/routedFetch';
import type { CannedResponse } from '../../support/fetchStub';
import { driving, putAndWaitFor } from '../../support/drive';
import { makeLoad, stateWith, testReducer, testToken } from './searchFixtures';

const dallasLink = { pathname: '/search', search: '?originCity=Dallas&originState=TX' };
const texasLink = { pathname: '/search', search: '?originState=TX&origins=TX' };
const sessionBack = { type: REHYDRATE, key: SESSION_PERSIST_KEY, payload: undefined };

/** The search answers in turn, one per request, counting them; the other first-screen calls never answer. */
function searchesAnswering(...answers: CannedResponse[]) {
  const sent: unknown[] = [];
  routeFetch([['POST', /CarrierLoads\/search\/available$/, (request) => {
    sent.push(request.body);
    return answers[sent.length - 1];
  }]]);
  return sent;
}

/** index.html's early calls, then the app's start taking them over (App.tsx). */
function pageAsked(address: typeof dallasLink) {
  startEarlyReads(address);
  adoptEarlyReads();
}

const found = (...ids: number[]): CannedResponse => ({ body: { records: ids.map((id) => makeLoad(id)), totalRecordCount: ids.length } });

/** The app opening `address` once its code has run: the session comes back and the address's search is shown. */
const appOpening = (address: typeof dallasLink) => expectSaga(driving(searchSaga, function* () {
  yield put(appOpenedAt(address));
  yield* putAndWaitFor(sessionBack, [searchResultsReceived.type, searchFailed.type]);
}))
  .withReducer(testReducer, stateWith())
  .provide([[matchers.call.fn(navigateTo), undefined]])
  .run({ timeout: false });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORED_SESSION_KEY, JSON.stringify({ token: JSON.stringify(testToken) }));
});

describe('the search a link asked for before the app ran', () => {
  it('its answer is the app\'s when the app\'s first search is the same search and page: nothing is asked again', async () => {
    const sent = searchesAnswering(found(1, 2));
    pageAsked(dallasLink);
    const { storeState } = await appOpening(dallasLink);
    expect(sent).toHaveLength(1);
    expect(storeState.search.ids).toEqual([1, 2]);
  });

  it('is not used for a different search: the app asks for its own', async () => {
    const sent = searchesAnswering(found(1), found(3));
    pageAsked(dallasLink);
    const { storeState } = await appOpening(texasLink);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ Origins: ['TX'] });
    expect(storeState.search.ids).toEqual([3]);
  });

  it('a failed early answer (a 401 included) is not used: the app asks again as usual', async () => {
    const sent = searchesAnswering({ status: 401, body: { message: 'expired', code: 'unauthorized' } }, found(4));
    pageAsked(dallasLink);
    const { storeState } = await appOpening(dallasLink);
    expect(sent).toHaveLength(2);
    expect(storeState.search.ids).toEqual([4]);
    expect(storeState.session.token).toEqual(testToken);
  });
});
