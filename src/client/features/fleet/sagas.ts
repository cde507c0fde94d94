/** The fleet's processes (account spec 2.9, 7 and 8): the trucks on open, adding rows, a new quantity, removal. */
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { CarrierTruck } from '../../../shared/driversAndFleet';
import type { Viewer } from '../../../shared/wire';
import { callApi } from '../../api/callApi';
import { failureOf } from '../../api/failure';
import { addCarrierTrucks } from '../../api/onboardingApi';
import { fetchTrucks, removeTrucks, saveTruckQuantity } from '../../api/trucksApi';
import { navigateTo } from '../../app/navigation';
import { screens } from '../../app/routeTable';
import { selectViewer } from '../session/selectors';
import {
  fleetFailed, fleetReceived, fleetRequested, truckChanged, truckChangeFailed, truckQuantityRequested, truckRemovalRequested,
  truckRemoved, trucksAdded, trucksAddFailed, trucksAddRequested,
} from './slice';

/** Spec 7: adding trucks turns global error reporting off; the truck forms show the server's words. */
const inForm = { reportErrors: false };

function* viewerClientId() {
  const viewer: Viewer | null = yield select(selectViewer);
  return viewer?.client.clientId ?? null;
}

export function* loadFleet() {
  const clientId: number | null = yield* viewerClientId();
  if (clientId === null) return;
  try {
    const trucks: CarrierTruck[] = yield* callApi(fetchTrucks, [clientId]);
    yield put(fleetReceived(trucks));
  } catch {
    yield put(fleetFailed());
  }
}

export function* addTrucks({ payload }: ReturnType<typeof trucksAddRequested>) {
  const clientId: number | null = yield* viewerClientId();
  if (clientId === null) return;
  try {
    yield* callApi(addCarrierTrucks, [clientId, payload], inForm);
    yield put(trucksAdded());
    yield call(navigateTo, screens.fleet.path);
  } catch (error) {
    yield put(trucksAddFailed(failureOf(error)));
  }
}

/** Spec 2.9: a successful update returns to the fleet. */
export function* updateQuantity({ payload }: ReturnType<typeof truckQuantityRequested>) {
  const clientId: number | null = yield* viewerClientId();
  if (clientId === null) return;
  try {
    const trucks: CarrierTruck[] = yield* callApi(saveTruckQuantity, [clientId, payload.carrierTruckId, payload.quantity], inForm);
    yield put(truckChanged(trucks));
    yield call(navigateTo, screens.fleet.path);
  } catch (error) {
    yield put(truckChangeFailed(failureOf(error)));
  }
}

/** Spec 2.9: after a delete the fleet list is fetched again and the fleet shows. */
export function* removeTruck({ payload: carrierTruckId }: ReturnType<typeof truckRemovalRequested>) {
  const clientId: number | null = yield* viewerClientId();
  if (clientId === null) return;
  try {
    yield* callApi(removeTrucks, [clientId, [carrierTruckId]], inForm);
    yield put(truckRemoved(carrierTruckId));
  } catch (error) {
    yield put(truckChangeFailed(failureOf(error)));
    return;
  }
  yield put(fleetRequested());
  yield call(navigateTo, screens.fleet.path);
}

export function* fleetSaga() {
  yield takeLatest(fleetRequested.type, loadFleet);
  yield takeLatest(trucksAddRequested.type, addTrucks);
  yield takeLatest(truckQuantityRequested.type, updateQuantity);
  yield takeLatest(truckRemovalRequested.type, removeTruck);
}
