import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { searchAvailableLoads } from '../../../../src/client/api/loadsApi';
import { errorsReducer } from '../../../../src/client/features/errors/slice';
import { initialLoadsState, loadsReceived, loadsReducer } from '../../../../src/client/features/loads/slice';
import { mapSaga } from '../../../../src/client/features/map/sagas';
import { initialRequestCacheState, requestCacheReducer } from '../../../../src/client/features/requestCache/slice';
import {
  clusterOpened,
  initialMapState,
  mapPinsReceived,
  mapReducer,
  mapSearchFailed,
  mapSearchRequested,
  popupFailed,
  popupLoadsReceived,
  type MapState,
} from '../../../../src/client/features/map/slice';
import { initialSessionState, sessionReducer } from '../../../../src/client/features/session/slice';
import { driving, putAndWaitFor } from '../../support/drive';
import { demoToken } from '../../support/fixtures';
import { aLoadRecord, chicago, dallasSearch } from './mapFixtures';

const reducer = combineReducers({ session: sessionReducer, errors: errorsReducer, loads: loadsReducer, map: mapReducer, requestCache: requestCacheReducer });
const signedIn = (map: Partial<MapState> = {}) => ({
  session: { ...initialSessionState, token: demoToken },
  errors: { errors: [] },
  loads: initialLoadsState,
  map: { ...initialMapState, ...map },
  requestCache: initialRequestCacheState,
});
const credentials = { token: demoToken };
const serverFailure = new ApiError({ status: 500, statusText: 'Server Error', url: '/api/CarrierLoads/search/available', message: 'Internal Server Error' });

describe('map sagas (loads spec 7 and 9)', () => {
  it('a new search loads map pins with page size 500 and view map', async () => {
    const records = [aLoadRecord(1), aLoadRecord(2, { originLat: chicago.lat, originLon: chicago.lng, originCity: 'Chicago', originState: 'IL' })];
    const { storeState } = await expectSaga(driving(mapSaga, function* () {
      yield* putAndWaitFor(mapSearchRequested(dallasSearch), mapPinsReceived.type);
    }))
      .withReducer(reducer, signedIn())
      .provide([[matchers.call.fn(searchAvailableLoads), { records, totalRecordCount: 2 }]])
      .call(searchAvailableLoads, credentials, dallasSearch, { pageNumber: 1, pageSize: 500, view: 'map' })
      .put(
        mapPinsReceived({
          pins: [
            { id: 1, originLat: 32.7767, originLon: -96.797, originCity: 'Dallas', originState: 'TX', rate: 1250 },
            { id: 2, originLat: chicago.lat, originLon: chicago.lng, originCity: 'Chicago', originState: 'IL', rate: 1250 },
          ],
          totalRecordCount: 2,
        }),
      )
      .run({ timeout: false });
    expect(storeState.map).toMatchObject({ criteria: dallasSearch, status: 'loaded', fitRequest: 1, totalRecordCount: 2 });
  });

  it('a failed map search leaves the map without pins and the reporting to the results list', async () => {
    const { storeState } = await expectSaga(driving(mapSaga, function* () {
      yield* putAndWaitFor(mapSearchRequested(dallasSearch), mapSearchFailed.type);
    }))
      .withReducer(reducer, signedIn({ pins: [{ id: 9, originLat: 1, originLon: 1, originCity: 'X', originState: 'TX', rate: 1 }] }))
      .provide([[matchers.call.fn(searchAvailableLoads), throwError(serverFailure)]])
      .put(mapSearchFailed())
      .run({ timeout: false });
    expect(storeState.map).toMatchObject({ status: 'failed', pins: [] });
    expect(storeState.errors.errors).toEqual([]);
  });

  it('opening a cluster fetches its loads by OrderIds with page size 300', async () => {
    const records = [aLoadRecord(4), aLoadRecord(3)];
    const { storeState } = await expectSaga(driving(mapSaga, function* () {
      yield* putAndWaitFor(clusterOpened([3, 4]), popupLoadsReceived.type);
    }))
      .withReducer(reducer, signedIn())
      .provide([[matchers.call.fn(searchAvailableLoads), { records, totalRecordCount: 2 }]])
      .call(searchAvailableLoads, credentials, { orderIds: [3, 4] }, { pageNumber: 1, pageSize: 300 })
      .put(loadsReceived(records))
      .put(popupLoadsReceived([4, 3]))
      .run({ timeout: false });
    expect(storeState.map.popup).toEqual({ orderIds: [3, 4], loadIds: [4, 3], status: 'loaded' });
    expect(storeState.loads.ids).toEqual([4, 3]);
  });

  it('a failed popup request shows Error', async () => {
    const { storeState } = await expectSaga(driving(mapSaga, function* () {
      yield* putAndWaitFor(clusterOpened([3, 4]), popupFailed.type);
    }))
      .withReducer(reducer, signedIn())
      .provide([[matchers.call.fn(searchAvailableLoads), throwError(serverFailure)]])
      .put(popupFailed())
      .run({ timeout: false });
    expect(storeState.map.popup).toEqual({ orderIds: [3, 4], loadIds: [], status: 'failed' });
    // The popup says 'Error' itself; the global overlay stays out of it.
    expect(storeState.errors.errors).toEqual([]);
  });

  it('a new search closes the open popup', () => {
    const open = { ...initialMapState, popup: { orderIds: [1], loadIds: [1], status: 'loaded' as const } };
    expect(mapReducer(open, mapSearchRequested(dallasSearch)).popup).toBeNull();
  });
});
