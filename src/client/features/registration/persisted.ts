/**
 * The wizard's code and values survive a reload in this tab (sessionStorage), so a carrier who refreshes on
 * step 3 keeps steps 1 and 2; closing the tab forgets them, as the form holds company and tax details.
 */
import { persistReducer } from 'redux-persist';
import sessionStorage from 'redux-persist/lib/storage/session';
import { registrationReducer } from './slice';

export const REGISTRATION_PERSIST_KEY = 'haulboard.registration';

export const persistedRegistrationReducer = persistReducer(
  { key: REGISTRATION_PERSIST_KEY, storage: sessionStorage, whitelist: ['code', 'codeStatus', 'values'] },
  registrationReducer,
);
