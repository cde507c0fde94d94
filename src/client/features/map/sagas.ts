/**
 * Map requests (loads spec 7 and 9): the pins of each new search (page size 500, `view=map`) and the full
 * loads of an opened cluster by OrderIds (page size 300). A newer search or click supersedes the one in
 * flight (takeLatest), so a slow answer never replaces a newer one.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeLatest } from 'redux-saga/effects';
import { FIRST_PAGE_NUMBER, MAP_POPUP_PAGE_SIZE, MAP_SEARCH_PAGE_SIZE } from '../../../shared/constants';
import type { MapLoadRecord, SearchCriteria } from '../../../shared/loads';
import type { PageRequest } from '../../api/loadsApi';
import { loadsReceived } from '../loads/slice';
import { keptSearchAnswer, searchAndKeep } from '../requestCache/sagas';
import {
  clusterOpened,
  mapPinsReceived,
  mapSearchFailed,
  mapSearchRequested,
  popupFailed,
  popupLoadsReceived,
} from './slice';

/** Only what a pin needs, whatever else the server sends along. */
const toPin = ({ id, originLat, originLon, originCity, originState, rate }: MapLoadRecord): MapLoadRecord => ({
  id,
  originLat,
  originLon,
  originCity,
  originState,
  rate,
});

const pinsRequest: PageRequest = { pageNumber: FIRST_PAGE_NUMBER, pageSize: MAP_SEARCH_PAGE_SIZE, view: 'map' };

/** The pins of a search: the cached ones at once when the search ran lately, then the server's. */
export function* loadMapPins({ payload: criteria }: PayloadAction<SearchCriteria>) {
  const cached = yield* keptSearchAnswer(criteria, pinsRequest);
  if (cached) yield put(mapPinsReceived({ pins: cached.records.map(toPin), totalRecordCount: cached.totalRecordCount }));
  try {
    // The list's own request for the same search reports a failure once; the map stays quiet.
    const page = yield* searchAndKeep(criteria, pinsRequest, { reportErrors: false });
    yield put(mapPinsReceived({ pins: page.records.map(toPin), totalRecordCount: page.totalRecordCount }));
  } catch {
    if (!cached) yield put(mapSearchFailed());
  }
}

export function* loadClusterPopup({ payload: orderIds }: PayloadAction<number[]>) {
  try {
    // The popup shows 'Error' itself (loads spec 2, Map pieces), so the global overlay stays out of it.
    const page = yield* searchAndKeep({ orderIds }, { pageNumber: FIRST_PAGE_NUMBER, pageSize: MAP_POPUP_PAGE_SIZE }, { reportErrors: false });
    yield put(loadsReceived(page.records));
    yield put(popupLoadsReceived(page.records.map((load) => load.id)));
  } catch {
    yield put(popupFailed());
  }
}

export function* mapSaga() {
  yield takeLatest(mapSearchRequested.type, loadMapPins);
  yield takeLatest(clusterOpened.type, loadClusterPopup);
}
