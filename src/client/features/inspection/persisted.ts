/**
 * Drafts survive a reload and a closed tab (localStorage): a driver whose phone reloads the page at a dealer lot, or
 * who switches to the camera app and back, keeps the VINs, photos and marks of the inspection under way.
 */
import { persistReducer } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { inspectionReducer } from './slice';

export const INSPECTION_PERSIST_KEY = 'haulboard.inspection';

export const persistedInspectionReducer = persistReducer(
  { key: INSPECTION_PERSIST_KEY, storage, whitelist: ['drafts', 'open'] },
  inspectionReducer,
);
