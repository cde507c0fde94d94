/**
 * What survives a reload (account spec 3 Session): only the session token and the UI preferences,
 * each under its own key in localStorage.
 */
import { persistReducer, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { preferencesReducer } from '../features/preferences/slice';
import { sessionReducer } from '../features/session/slice';
import { API_ROOT_STORAGE_KEY } from '../api/apiRoot';
import { SESSION_PERSIST_KEY } from '../features/session/storedSession';

export { SESSION_PERSIST_KEY };

/** redux-persist's REHYDRATE of the session: the stored token, if any, is back in the store. */
export const isSessionRehydrated = (action: { type: string; key?: string }) => action.type === REHYDRATE && action.key === SESSION_PERSIST_KEY;
/** Whether that has happened already (a saga started after it must not wait for it). */
export const selectSessionRehydrated = (state: { session: { _persist?: { rehydrated: boolean } } }) => Boolean(state.session._persist?.rehydrated);
export const PREFERENCES_PERSIST_KEY = 'haulboard.preferences';

export const persistedSessionReducer = persistReducer(
  { key: SESSION_PERSIST_KEY, storage, whitelist: ['token'] },
  sessionReducer,
);

export const persistedPreferencesReducer = persistReducer(
  { key: PREFERENCES_PERSIST_KEY, storage, whitelist: ['expandedSections', 'newLoadsBannerDismissedOn', 'unsaved'] },
  preferencesReducer,
);

/** Logout clears everything the app stored in this browser, not only what redux-persist wrote. */
export function clearLocalStorage(): void {
  try {
    // The chosen API root is this browser's setting, not the user's: it outlives the logout (config screen).
    const apiRootChoice = window.localStorage.getItem(API_ROOT_STORAGE_KEY);
    window.localStorage.clear();
    if (apiRootChoice) window.localStorage.setItem(API_ROOT_STORAGE_KEY, apiRootChoice);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); there is nothing to clear then.
  }
}
