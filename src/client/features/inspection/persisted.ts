/**
 * Drafts survive a reload in this tab (sessionStorage, like the registration wizard's values): a phone short of memory
 * often reloads the page when the camera app closes, and the driver keeps the VINs, photos and marks under way.
 * Closing the tab forgets them; the photos themselves wait in the photo store until they are sent or replaced.
 */
import { persistReducer } from 'redux-persist';
import sessionStorage from 'redux-persist/lib/storage/session';
import { inspectionReducer } from './slice';

export const INSPECTION_PERSIST_KEY = 'haulboard.inspection';

export const persistedInspectionReducer = persistReducer(
  { key: INSPECTION_PERSIST_KEY, storage: sessionStorage, whitelist: ['drafts', 'open'] },
  inspectionReducer,
);
