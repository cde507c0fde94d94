import { all, call, spawn } from 'redux-saga/effects';
import { accountSaga } from '../features/account/sagas';
import { announcementsSaga } from '../features/announcements/sagas';
import { callRequestSaga } from '../features/callRequest/sagas';
import { dashboardSaga } from '../features/dashboard/sagas';
import { loadShareSaga } from '../features/loadShare/sagas';
import { driverPickerSaga } from '../features/driverPickers/sagas';
import { driverRosterSaga } from '../features/driverRoster/sagas';
import { favoritesSaga } from '../features/favorites/sagas';
import { fleetSaga } from '../features/fleet/sagas';
import { helpSaga } from '../features/help/sagas';
import { liveSaga } from '../features/live/sagas';
import { loadChangesSaga } from '../features/loadChanges/sagas';
import { loadListsSaga } from '../features/loadLists/sagas';
import { documentsSaga } from '../features/documents/sagas';
import { recipientSearchSaga } from '../features/recipientSearch/sagas';
import { loadNumberSaga } from '../features/loadNumber/sagas';
import { loadsSaga } from '../features/loads/sagas';
import { mapSaga } from '../features/map/sagas';
import { networkSaga } from '../features/network/sagas';
import { notificationSettingsSaga } from '../features/notificationSettings/sagas';
import { invoicesSaga } from '../features/invoices/sagas';
import { pageViewsSaga } from '../features/pageViews/sagas';
import { preferencesSaga } from '../features/preferences/sagas';
import { passwordsSaga } from '../features/passwords/sagas';
import { registrationSaga } from '../features/registration/sagas';
import { searchSaga } from '../features/search/sagas';
import { sessionSaga } from '../features/session/sagas';
import { signupSaga } from '../features/signup/sagas';

type FeatureSaga = () => Generator;

/** Every feature's watcher. Add a feature here and it runs isolated from the others. */
export const featureSagas: FeatureSaga[] = [
  sessionSaga,
  preferencesSaga,
  liveSaga,
  networkSaga,
  searchSaga,
  mapSaga,
  loadsSaga,
  favoritesSaga,
  loadNumberSaga,
  loadChangesSaga,
  driverPickerSaga,
  driverRosterSaga,
  fleetSaga,
  loadListsSaga,
  documentsSaga,
  recipientSearchSaga,
  passwordsSaga,
  callRequestSaga,
  registrationSaga,
  signupSaga,
  announcementsSaga,
  helpSaga,
  pageViewsSaga,
  accountSaga,
  notificationSettingsSaga,
  invoicesSaga,
  dashboardSaga,
  loadShareSaga,
];

const MAX_RESTARTS = 5;

/**
 * Each watcher is spawned on its own, so an uncaught error in one feature cannot stop the others;
 * a crashed watcher is restarted (a few times only, so a watcher that fails at start cannot spin).
 */
function* keepAlive(saga: FeatureSaga) {
  for (let attempt = 0; attempt <= MAX_RESTARTS; attempt += 1) {
    try {
      yield call(saga);
      return;
    } catch (error) {
      console.error(`${saga.name} crashed`, error);
    }
  }
}

export function* runIsolated(sagas: FeatureSaga[]) {
  yield all(sagas.map((saga) => spawn(keepAlive, saga)));
}

export function* rootSaga() {
  yield call(runIsolated, featureSagas);
}
