import { combineReducers } from '@reduxjs/toolkit';
import { driversReducer } from '../features/drivers/slice';
import { errorsReducer } from '../features/errors/slice';
import { flashReducer } from '../features/flash/slice';
import { loadDetailReducer } from '../features/loadDetail/slice';
import { loadsReducer } from '../features/loads/slice';
import { mapReducer } from '../features/map/slice';
import { searchReducer } from '../features/search/slice';
import { persistedPreferencesReducer, persistedSessionReducer } from './persistence';

export const rootReducer = combineReducers({
  session: persistedSessionReducer,
  preferences: persistedPreferencesReducer,
  errors: errorsReducer,
  flash: flashReducer,
  loads: loadsReducer,
  drivers: driversReducer,
  loadDetail: loadDetailReducer,
  search: searchReducer,
  map: mapReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
