/** Every driver the app has read, stored once by id; pickers and load detail keep ids only. */
import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DriverRecord } from '../../../shared/loads';

export const driversAdapter = createEntityAdapter({ selectId: (driver: DriverRecord) => driver.driverId });

export type DriversState = ReturnType<typeof driversAdapter.getInitialState>;

export const initialDriversState: DriversState = driversAdapter.getInitialState();

const driversSlice = createSlice({
  name: 'drivers',
  initialState: initialDriversState,
  reducers: {
    driversReceived(state, action: PayloadAction<DriverRecord[]>) {
      driversAdapter.upsertMany(state, action.payload);
    },
  },
});

export const { driversReceived } = driversSlice.actions;
export const driversReducer = driversSlice.reducer;
