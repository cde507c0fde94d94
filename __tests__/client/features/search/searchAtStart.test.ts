import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { REHYDRATE } from 'redux-persist';
import { call, put } from 'redux-saga/effects';
import { searchAvailableLoads } from '../../../../src/client/api/loadsApi';
import { navigateTo } from '../../../../src/client/app/navigation';
import { SESSION_PERSIST_KEY } from '../../../../src/client/app/persistence';
import { appOpenedAt, locationChanged } from '../../../../src/client/app/routerActions';
import { searchSaga } from '../../../../src/client/features/search/sagas';
import { searchResultsReceived } from '../../../../src/client/features/search/slice';
import { driving, putAndWaitFor } from '../../support/drive';
import { makeLoad, stateWith, testReducer } from './searchFixtures';

const address = { pathname: '/search', search: '?originState=TX&origins=TX&inOperableVehiclesQueryType=Any&sortField=AvailableDate&sortAscending=false' };
const sessionBack = { type: REHYDRATE, key: SESSION_PERSIST_KEY, payload: undefined };

describe('a search link opened on a slow phone (the first result card)', () => {
  it('its search is asked for as soon as the stored session is back, before any screen is drawn, and only once', async () => {
    let searches = 0;
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield put(appOpenedAt(address));
      yield* putAndWaitFor(sessionBack, searchResultsReceived.type);
      // The screen, drawn later, reports the same address.
      yield put(locationChanged(address));
      yield call(() => Promise.resolve());
    }))
      .withReducer(testReducer, stateWith())
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(searchAvailableLoads), dynamic(() => {
          searches += 1;
          return { records: [makeLoad(1)], totalRecordCount: 1 };
        })],
      ])
      .run({ timeout: false });
    expect(searches).toBe(1);
    expect(storeState.search.ids).toEqual([1]);
    expect(storeState.search.submitted).toMatchObject({ originState: 'TX' });
  });

  it('without a stored session nothing is asked: the sign-in comes first', async () => {
    const signedOut = { ...stateWith(), session: { ...stateWith().session, token: null } };
    await expectSaga(driving(searchSaga, function* () {
      yield put(appOpenedAt(address));
      yield put(sessionBack);
      yield call(() => Promise.resolve());
    }))
      .withReducer(testReducer, signedOut)
      .provide([[matchers.call.fn(searchAvailableLoads), { records: [], totalRecordCount: 0 }]])
      .not.call.fn(searchAvailableLoads)
      .run({ timeout: false });
  });

  it('an address other than the search list starts nothing before its screen', async () => {
    await expectSaga(driving(searchSaga, function* () {
      yield put(appOpenedAt({ pathname: '/search/map', search: address.search }));
      yield put(sessionBack);
      yield call(() => Promise.resolve());
    }))
      .withReducer(testReducer, stateWith())
      .provide([[matchers.call.fn(searchAvailableLoads), { records: [], totalRecordCount: 0 }]])
      .not.call.fn(searchAvailableLoads)
      .run({ timeout: false });
  });
});
