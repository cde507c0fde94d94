/**
 * The search map: pins of the submitted search (the lighter `view=map` records) and the cluster popup. The
 * popup's full loads live in the loads slice; here only their ids and the request's status.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MapLoadRecord, SearchCriteria } from '../../../shared/loads';
import { searchScreenLeft } from '../search/slice';

export type MapRequestStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface MapPopupState {
  /** The loads of the clicked cluster, as asked for. */
  orderIds: number[];
  /** The loads the server answered, in its order. */
  loadIds: number[];
  status: 'loading' | 'loaded' | 'failed';
}

export interface MapState {
  /** The search the pins belong to; null before the first map search. */
  criteria: SearchCriteria | null;
  pins: MapLoadRecord[];
  totalRecordCount: number;
  status: MapRequestStatus;
  /** Counts answered searches, so the maps fit their view once to each new set of pins. */
  fitRequest: number;
  popup: MapPopupState | null;
}

export const initialMapState: MapState = {
  criteria: null,
  pins: [],
  totalRecordCount: 0,
  status: 'idle',
  fitRequest: 0,
  popup: null,
};

export interface PinsAnswer {
  pins: MapLoadRecord[];
  totalRecordCount: number;
}

const mapSlice = createSlice({
  name: 'map',
  initialState: initialMapState,
  reducers: {
    mapSearchRequested(state, action: PayloadAction<SearchCriteria>) {
      state.criteria = action.payload;
      state.status = 'loading';
      state.popup = null;
    },
    mapPinsReceived(state, action: PayloadAction<PinsAnswer>) {
      state.pins = action.payload.pins;
      state.totalRecordCount = action.payload.totalRecordCount;
      state.status = 'loaded';
      state.fitRequest += 1;
    },
    mapSearchFailed(state) {
      state.pins = [];
      state.totalRecordCount = 0;
      state.status = 'failed';
    },
    clusterOpened(state, action: PayloadAction<number[]>) {
      state.popup = { orderIds: action.payload, loadIds: [], status: 'loading' };
    },
    popupLoadsReceived(state, action: PayloadAction<number[]>) {
      if (state.popup) state.popup = { ...state.popup, loadIds: action.payload, status: 'loaded' };
    },
    popupFailed(state) {
      if (state.popup) state.popup.status = 'failed';
    },
    popupClosed(state) {
      state.popup = null;
    },
  },
  // The pins belong to the search: once the search is cleared, a map opened without one shows none.
  extraReducers: (builder) => builder.addCase(searchScreenLeft, () => initialMapState),
});

export const {
  mapSearchRequested,
  mapPinsReceived,
  mapSearchFailed,
  clusterOpened,
  popupLoadsReceived,
  popupFailed,
  popupClosed,
} = mapSlice.actions;
export const mapReducer = mapSlice.reducer;
