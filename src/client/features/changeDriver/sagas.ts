import { call, put, takeLeading } from 'redux-saga/effects';
import { navigateTo } from '../../app/navigation';
import { flashQueued } from '../flash/slice';
import { assignDriverToLoad } from './assignDriver';
import { driverChangeRequested } from './slice';

export const driverChangedMessage = (loadId: number) => `Changed the driver of load ${loadId}`;

/** Change driver (loads spec 4): on success back to the load, where a flash says it is done. */
export function* changeDriver({ payload: { loadId, driverId } }: ReturnType<typeof driverChangeRequested>) {
  const changed: boolean = yield* assignDriverToLoad(loadId, driverId);
  if (!changed) return;
  yield put(flashQueued(driverChangedMessage(loadId)));
  yield call(navigateTo, `/load/${loadId}`);
}

export function* changeDriverSaga() {
  yield takeLeading(driverChangeRequested.type, changeDriver);
}
