/**
 * Drivers and Fleet's driver processes (account spec 2.9, 4, 7 and 8): pages of every driver (inactive ones too),
 * one driver for the edit form, add or update, and activation with its flash.
 */
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUMBER } from '../../../shared/constants';
import type { DriverDetails } from '../../../shared/driversAndFleet';
import type { DriverRecord } from '../../../shared/loads';
import type { Paged, Viewer } from '../../../shared/wire';
import { callApi } from '../../api/callApi';
import { failureOf } from '../../api/failure';
import { fetchDriver, fetchDrivers, saveDriver, setDriverActive } from '../../api/driversApi';
import { addDriver } from '../../api/onboardingApi';
import { navigateTo } from '../../app/navigation';
import { screens } from '../../app/routeTable';
import { flashQueued } from '../flash/slice';
import { selectViewer } from '../session/selectors';
import {
  driverActivationRequested, driverDetailsFailed, driverDetailsReceived, driverFormOpened, driverListFailed,
  driverListMoreRequested, driverListOpened, driverListPageReceived, driverSaved, driverSaveFailed, driverSaveRequested,
} from './slice';
import { activationMessage } from './driverRosterText';
import { selectDriverRosterList } from './selectors';
import { driversReceived } from '../drivers/slice';
import { driverDisplayName } from '../drivers/driversText';

/** Spec 7: the driver calls turn global error reporting off; the form shows why (driverRosterText.ts). */
const inForm = { reportErrors: false };

function* loadPage(pageNumber: number) {
  const viewer: Viewer | null = yield select(selectViewer);
  if (!viewer) return;
  try {
    const page: Paged<DriverRecord> = yield* callApi(fetchDrivers, [
      viewer.client.clientId, { pageNumber, pageSize: DEFAULT_PAGE_SIZE, includeInactive: true },
    ]);
    yield put(driversReceived(page.records));
    yield put(driverListPageReceived({ ids: page.records.map((driver) => driver.driverId), pageNumber, totalRecordCount: page.totalRecordCount }));
  } catch {
    yield put(driverListFailed());
  }
}

export function* loadFirstPage() {
  yield call(loadPage, FIRST_PAGE_NUMBER);
}

export function* loadNextPage() {
  const { pageNumber }: ReturnType<typeof selectDriverRosterList> = yield select(selectDriverRosterList);
  yield call(loadPage, pageNumber + 1);
}

export function* loadDriverDetails({ payload: driverId }: ReturnType<typeof driverFormOpened>) {
  if (driverId === null) return;
  try {
    const details: DriverDetails = yield* callApi(fetchDriver, [driverId], { allow404: true });
    yield put(driversReceived([details]));
    yield put(driverDetailsReceived(details));
  } catch {
    yield put(driverDetailsFailed());
  }
}

/** Spec 2.9: success goes on to the drivers list. */
export function* saveDriverForm({ payload }: ReturnType<typeof driverSaveRequested>) {
  const viewer: Viewer | null = yield select(selectViewer);
  if (!viewer) return;
  const clientId = viewer.client.clientId;
  try {
    const saved: DriverRecord = payload.driverId === null
      ? yield* callApi(addDriver, [clientId, payload.values], inForm)
      : yield* callApi(saveDriver, [clientId, payload.driverId, payload.values], inForm);
    yield put(driversReceived([saved]));
    yield put(driverSaved());
    yield call(navigateTo, screens.drivers.path);
  } catch (error) {
    yield put(driverSaveFailed(failureOf(error)));
  }
}

/** Spec 2.9 and 4: 'Activated Driver {name}' or 'Deactivated Driver {name}', then back to the list. */
export function* changeActivation({ payload }: ReturnType<typeof driverActivationRequested>) {
  try {
    const driver: DriverDetails = yield* callApi(setDriverActive, [payload.driverId, payload.active], inForm);
    yield put(driversReceived([driver]));
    yield put(driverSaved());
    yield put(flashQueued(activationMessage(driverDisplayName(driver), payload.active)));
    yield call(navigateTo, screens.drivers.path);
  } catch (error) {
    yield put(driverSaveFailed(failureOf(error)));
  }
}

export function* driverRosterSaga() {
  yield takeLatest(driverListOpened.type, loadFirstPage);
  yield takeLatest(driverListMoreRequested.type, loadNextPage);
  yield takeLatest(driverFormOpened.type, loadDriverDetails);
  yield takeLatest(driverSaveRequested.type, saveDriverForm);
  yield takeLatest(driverActivationRequested.type, changeActivation);
}
