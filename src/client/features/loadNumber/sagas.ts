import { call, put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { LoadPresence } from '../../../shared/loads';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { failureOf } from '../../api/failure';
import { lookupLoadPresence } from '../../api/loadApi';
import { navigateTo } from '../../app/navigation';
import { MAX_LOAD_ID } from '../../../shared/constants';
import { parseLoadNumber } from './parseLoadNumber';
import { judgedFailure, loadNumberLookupFinished, loadNumberLookupFailed, loadNumberLookupStarted, loadNumberSearched } from './slice';
import { paths } from '../../app/routeTable';

/**
 * Looks the number up before opening the load (loads spec 4): only a load that is unassigned or this
 * carrier's opens; otherwise the modal says why (the server's message for a refusal). The modal explains every failure, so
 * none goes to the global overlay; a 401 has already logged the user out and needs no modal.
 */
export function* searchLoadNumber({ payload: text }: PayloadAction<string>) {
  const loadId = parseLoadNumber(text);
  if (loadId === null) return;
  yield put(loadNumberLookupStarted(loadId));
  // A number past the largest load number names no load: said so without asking.
  if (loadId > MAX_LOAD_ID) {
    yield put(loadNumberLookupFailed(judgedFailure('not_found')));
    return;
  }
  try {
    const presence: LoadPresence = yield* callApi(lookupLoadPresence, [loadId], { reportErrors: false });
    if (!presence.unAssigned && !presence.assignedToCurrentCarrier) {
      yield put(loadNumberLookupFailed(judgedFailure('conflict')));
      return;
    }
    yield call(navigateTo, paths.load(loadId));
    yield put(loadNumberLookupFinished());
  } catch (error) {
    if (isApiError(error) && error.status === 401) yield put(loadNumberLookupFinished());
    else yield put(loadNumberLookupFailed(failureOf(error)));
  }
}

export function* loadNumberSaga() {
  // A number typed again while one is being looked up waits for nothing: the box is busy meanwhile.
  yield takeLeading(loadNumberSearched.type, searchLoadNumber);
}
