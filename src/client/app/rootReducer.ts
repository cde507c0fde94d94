import { combineReducers, type Reducer, type StateFromReducersMapObject, type UnknownAction } from '@reduxjs/toolkit';
import { accountReducer } from '../features/account/slice';
import { announcementsReducer } from '../features/announcements/slice';
import { callRequestReducer } from '../features/callRequest/slice';
import { dashboardReducer } from '../features/dashboard/slice';
import { driverPickersReducer } from '../features/driverPickers/slice';
import { driverRosterReducer } from '../features/driverRoster/slice';
import { driversReducer } from '../features/drivers/slice';
import { errorsReducer } from '../features/errors/slice';
import { favoritesReducer } from '../features/favorites/slice';
import { fleetReducer } from '../features/fleet/slice';
import { flashReducer } from '../features/flash/slice';
import { helpReducer } from '../features/help/slice';
import { invoicesReducer } from '../features/invoices/slice';
import { liveReducer } from '../features/live/slice';
import { loadChangesReducer } from '../features/loadChanges/slice';
import { loadListsReducer } from '../features/loadLists/slice';
import { loadShareReducer } from '../features/loadShare/slice';
import { documentsReducer } from '../features/documents/slice';
import { recipientSearchReducer } from '../features/recipientSearch/slice';
import { loadNumberReducer } from '../features/loadNumber/slice';
import { loadsReducer } from '../features/loads/slice';
import { mapReducer } from '../features/map/slice';
import { networkReducer } from '../features/network/slice';
import { notificationSettingsReducer } from '../features/notificationSettings/slice';
import { passwordsReducer } from '../features/passwords/slice';
import { persistedRegistrationReducer } from '../features/registration/persisted';
import { requestCacheReducer } from '../features/requestCache/slice';
import { searchReducer } from '../features/search/slice';
import { otherTabSignedOut } from '../features/session/slice';
import { signupReducer } from '../features/signup/slice';
import type { backhaulsReducers } from '../features/backhauls/backhaulsFeature';
import type { driverPageReducers } from '../features/driverLink/driverPage';
import type { loadInspectionsReducers } from '../features/loadInspections/loadInspectionsFeature';
import type { myDocumentsReducers } from '../features/myDocuments/myDocumentsFeature';
import type { onboardingReducers } from '../features/onboarding/onboardingFeature';
import type { paymentPreferencesReducers } from '../features/paymentPreferences/paymentPreferencesFeature';
import { registeredFeatures } from './lazyFeatures';
import { persistedPreferencesReducer, persistedSessionReducer } from './persistence';

const mainReducers = {
  session: persistedSessionReducer,
  preferences: persistedPreferencesReducer,
  errors: errorsReducer,
  flash: flashReducer,
  loads: loadsReducer,
  drivers: driversReducer,
  driverRoster: driverRosterReducer,
  fleet: fleetReducer,
  favorites: favoritesReducer,
  loadNumber: loadNumberReducer,
  search: searchReducer,
  map: mapReducer,
  loadChanges: loadChangesReducer,
  driverPickers: driverPickersReducer,
  loadLists: loadListsReducer,
  documents: documentsReducer,
  recipientSearch: recipientSearchReducer,
  passwords: passwordsReducer,
  callRequest: callRequestReducer,
  registration: persistedRegistrationReducer,
  signup: signupReducer,
  announcements: announcementsReducer,
  help: helpReducer,
  account: accountReducer,
  notificationSettings: notificationSettingsReducer,
  invoices: invoicesReducer,
  dashboard: dashboardReducer,
  loadShare: loadShareReducer,
  live: liveReducer,
  network: networkReducer,
  requestCache: requestCacheReducer,
};

/**
 * The slices of main.js, and those of the features registered so far (app/lazyFeatures.ts): the driver page's
 * slices are in the state once its chunk has loaded, and only the driver page's code reads them; the same for
 * the load detail's inspections, My Documents, Payment Preferences, the onboarding steps and backhauls.
 */
export type RootState = StateFromReducersMapObject<typeof mainReducers>
  & StateFromReducersMapObject<typeof driverPageReducers>
  & StateFromReducersMapObject<typeof loadInspectionsReducers>
  & StateFromReducersMapObject<typeof myDocumentsReducers>
  & StateFromReducersMapObject<typeof onboardingReducers>
  & StateFromReducersMapObject<typeof backhaulsReducers>
  & StateFromReducersMapObject<typeof paymentPreferencesReducers>;

let combined: { features: number; reducer: Reducer } = { features: -1, reducer: combineReducers(mainReducers) };

function appReducer(state: Partial<RootState> | undefined, action: UnknownAction): RootState {
  const features = registeredFeatures();
  if (combined.features !== features.length) {
    const featureReducers = Object.assign({}, ...features.map((feature) => feature.reducers)) as Record<string, Reducer>;
    combined = { features: features.length, reducer: combineReducers({ ...mainReducers, ...featureReducers }) };
  }
  return combined.reducer(state, action) as RootState;
}

/**
 * Signed out in another tab: everything of the old session is dropped here too, as a reload would, but in
 * place. The UI preferences stay, and so does redux-persist's bookkeeping of the session.
 */
export const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) => {
  if (state && otherTabSignedOut.match(action)) {
    return appReducer({ preferences: state.preferences, session: state.session }, action);
  }
  return appReducer(state, action);
};
