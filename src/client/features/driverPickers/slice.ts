/**
 * Driver pickers (account spec 2.9, loads spec 2): each picker on screen, by its pickerId, holds its name
 * filter, the ids of the drivers it lists and its paging; the drivers themselves live in the drivers slice.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { FIRST_PAGE_NUMBER } from '../../../shared/constants';

export type DriverPickerStatus = 'loading' | 'succeeded' | 'failed';

export interface DriverPickerState {
  filter: string;
  includeInactive: boolean;
  ids: number[];
  pageNumber: number;
  totalRecordCount: number;
  /** The carrier's driver count without a filter; 0 means a carrier with no drivers at all. */
  unfilteredTotal: number | null;
  status: DriverPickerStatus;
}

export type DriverPickersState = Record<string, DriverPickerState>;

export const initialDriverPickersState: DriverPickersState = {};

export const emptyDriverPicker: DriverPickerState = {
  filter: '',
  includeInactive: false,
  ids: [],
  pageNumber: FIRST_PAGE_NUMBER,
  totalRecordCount: 0,
  unfilteredTotal: null,
  status: 'loading',
};

export interface DriverPageReceived {
  pickerId: string;
  filter: string;
  pageNumber: number;
  ids: number[];
  totalRecordCount: number;
}

const driverPickersSlice = createSlice({
  name: 'driverPickers',
  initialState: initialDriverPickersState,
  reducers: {
    driverPickerOpened(state, action: PayloadAction<{ pickerId: string; includeInactive: boolean }>) {
      const { pickerId, includeInactive } = action.payload;
      state[pickerId] = { ...emptyDriverPicker, includeInactive };
    },
    driverFilterChanged(state, action: PayloadAction<{ pickerId: string; filter: string }>) {
      const picker = state[action.payload.pickerId];
      if (!picker) return;
      picker.filter = action.payload.filter;
      picker.status = 'loading';
    },
    moreDriversRequested(state, action: PayloadAction<string>) {
      const picker = state[action.payload];
      if (picker) picker.status = 'loading';
    },
    driverPageReceived(state, action: PayloadAction<DriverPageReceived>) {
      const { pickerId, filter, pageNumber, ids, totalRecordCount } = action.payload;
      const picker = state[pickerId];
      // An answer for a filter the user has already changed would list the wrong drivers.
      if (!picker || picker.filter !== filter) return;
      picker.ids = pageNumber === FIRST_PAGE_NUMBER ? ids : [...picker.ids, ...ids.filter((id) => !picker.ids.includes(id))];
      picker.pageNumber = pageNumber;
      picker.totalRecordCount = totalRecordCount;
      if (filter.trim() === '') picker.unfilteredTotal = totalRecordCount;
      picker.status = 'succeeded';
    },
    driverPageFailed(state, action: PayloadAction<string>) {
      const picker = state[action.payload];
      if (picker) picker.status = 'failed';
    },
  },
});

export const { driverPickerOpened, driverFilterChanged, moreDriversRequested, driverPageReceived, driverPageFailed } =
  driverPickersSlice.actions;
export const driverPickersReducer = driverPickersSlice.reducer;
