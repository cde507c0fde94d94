/**
 * Drivers and Fleet's drivers (account spec 2.9): the list's id pages with the total, and the add/edit form with
 * the driver it edits, its status and the failure of its last save (a code; driverRosterText.ts has the words).
 * The drivers themselves live in the drivers slice.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DriverDetails } from '../../../shared/driversAndFleet';
import type { DriverFormValues } from '../../../shared/onboardingSchemas';
import type { Failure } from '../../api/failure';

export type RosterStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type DriverFormStatus = 'idle' | 'loading' | 'ready' | 'loadFailed' | 'submitting' | 'failed';

export interface DriverRosterState {
  list: { ids: number[]; pageNumber: number; totalRecordCount: number; status: RosterStatus };
  form: { status: DriverFormStatus; driverId: number | null; details: DriverDetails | null; failure: Failure | null };
}

export interface DriverSave {
  /** Null adds a driver. */
  driverId: number | null;
  values: DriverFormValues;
}

const idleForm: DriverRosterState['form'] = { status: 'idle', driverId: null, details: null, failure: null };

export const initialDriverRosterState: DriverRosterState = {
  list: { ids: [], pageNumber: 0, totalRecordCount: 0, status: 'idle' },
  form: idleForm,
};

const driverRosterSlice = createSlice({
  name: 'driverRoster',
  initialState: initialDriverRosterState,
  reducers: {
    driverListOpened(state) {
      state.list = { ...initialDriverRosterState.list, status: 'loading' };
    },
    driverListMoreRequested(state) {
      state.list.status = 'loading';
    },
    driverListPageReceived(state, action: PayloadAction<{ ids: number[]; pageNumber: number; totalRecordCount: number }>) {
      const { ids, pageNumber, totalRecordCount } = action.payload;
      const known = pageNumber === 1 ? [] : state.list.ids;
      state.list = { ids: [...known, ...ids.filter((id) => !known.includes(id))], pageNumber, totalRecordCount, status: 'loaded' };
    },
    driverListFailed(state) {
      state.list.status = 'failed';
    },
    driverFormOpened(state, action: PayloadAction<number | null>) {
      state.form = { ...idleForm, driverId: action.payload, status: action.payload === null ? 'ready' : 'loading' };
    },
    driverDetailsReceived(state, action: PayloadAction<DriverDetails>) {
      if (state.form.driverId !== action.payload.driverId) return;
      state.form = { ...state.form, status: 'ready', details: action.payload };
    },
    driverDetailsFailed(state) {
      state.form.status = 'loadFailed';
    },
    driverSaveRequested(state, _action: PayloadAction<DriverSave>) {
      state.form = { ...state.form, status: 'submitting', failure: null };
    },
    driverActivationRequested(state, _action: PayloadAction<{ driverId: number; active: boolean }>) {
      state.form = { ...state.form, status: 'submitting', failure: null };
    },
    driverSaved(state) {
      state.form = { ...state.form, status: 'ready' };
    },
    driverSaveFailed(state, action: PayloadAction<Failure>) {
      state.form = { ...state.form, status: 'failed', failure: action.payload };
    },
  },
});

export const {
  driverListOpened,
  driverListMoreRequested,
  driverListPageReceived,
  driverListFailed,
  driverFormOpened,
  driverDetailsReceived,
  driverDetailsFailed,
  driverSaveRequested,
  driverActivationRequested,
  driverSaved,
  driverSaveFailed,
} = driverRosterSlice.actions;

export const driverRosterReducer = driverRosterSlice.reducer;
