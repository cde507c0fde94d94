import { combineReducers } from '@reduxjs/toolkit';
import { aLoad, aVehicle } from '../../support/loads';
import type { LoadRecord, LocationResult, StoredSearch } from '../../../../src/shared/loads';
import { flashReducer } from '../../../../src/client/features/flash/slice';
import { initialLoadsState, loadsReducer } from '../../../../src/client/features/loads/slice';
import { initialSessionState, sessionReducer } from '../../../../src/client/features/session/slice';
import { initialSearchState, searchReducer, type SearchState } from '../../../../src/client/features/search/slice';
import { initialRequestCacheState, requestCacheReducer } from '../../../../src/client/features/requestCache/slice';

/** A search result: the shared test load with the rate, miles and dates these tests read. */
export function makeLoad(id: number, overrides: Partial<LoadRecord> = {}): LoadRecord {
  return aLoad({
    id,
    rate: 1200,
    miles: 800,
    vehicles: [aVehicle({ year: 2021, make: 'Ford', model: 'F-150', subModel: null, weight: '4500' })],
    earliestPickup: '2026-11-22',
    latestPickup: '2026-11-25',
    earliestDelivery: '2026-11-26',
    latestDelivery: '2026-11-29',
    ...overrides,
  });
}

export const dallas: LocationResult = {
  largeLabel: 'Dallas, TX',
  detailLabel: 'Texas, United States',
  isState: false,
  latitude: 32.78,
  longitude: -96.8,
  city: 'Dallas',
  state: 'TX',
  country: 'US',
};

export const texas: LocationResult = {
  largeLabel: 'Texas',
  detailLabel: 'United States',
  isState: true,
  latitude: 31,
  longitude: -99,
  city: null,
  state: 'TX',
  country: 'US',
};

export const storedSearch = (id: number, originCity = 'Dallas', originState = 'TX'): StoredSearch => ({
  id,
  carrierSearchDto: { originCity, originState, destinationState: 'GA', sortField: 'Rate', sortAscending: false },
});

export const testToken = { tokenType: 'bearer', accessToken: 'test-token' };
/** What callApi passes first to every api function in these tests. */
export const credentials = { token: testToken };

export const testReducer = combineReducers({
  session: sessionReducer,
  search: searchReducer,
  loads: loadsReducer,
  flash: flashReducer,
  requestCache: requestCacheReducer,
});
export type TestState = ReturnType<typeof testReducer>;

export function stateWith(search: Partial<SearchState> = {}, loads: LoadRecord[] = []): TestState {
  const entities = Object.fromEntries(loads.map((load) => [load.id, load]));
  return {
    session: { ...initialSessionState, token: testToken },
    search: { ...initialSearchState, ...search },
    loads: { ...initialLoadsState, ids: loads.map((load) => load.id), entities },
    flash: { current: [], queued: [] },
    requestCache: initialRequestCacheState,
  };
}

export const page = (loads: LoadRecord[], totalRecordCount = loads.length) => ({ records: loads, totalRecordCount });
