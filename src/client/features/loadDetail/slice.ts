/**
 * Which loads have been fetched by id and how that went: every screen about one load (detail, claim steps,
 * changes, backhauls) asks through `loadRequested` and reads the load itself from the loads slice.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** 'notFound' is a 404, 'forbidden' a 403 (the load is another carrier's, loads spec 6). */
export type LoadFetchStatus = 'loading' | 'loaded' | 'notFound' | 'forbidden' | 'failed';

export interface LoadDetailState {
  statusById: Record<number, LoadFetchStatus>;
}

export const initialLoadDetailState: LoadDetailState = { statusById: {} };

const loadDetailSlice = createSlice({
  name: 'loadDetail',
  initialState: initialLoadDetailState,
  reducers: {
    loadRequested(state, action: PayloadAction<number>) {
      state.statusById[action.payload] = 'loading';
    },
    loadFetched(state, action: PayloadAction<number>) {
      state.statusById[action.payload] = 'loaded';
    },
    loadFetchFailed(state, action: PayloadAction<{ loadId: number; status: Exclude<LoadFetchStatus, 'loading' | 'loaded'> }>) {
      state.statusById[action.payload.loadId] = action.payload.status;
    },
  },
});

export const { loadRequested, loadFetched, loadFetchFailed } = loadDetailSlice.actions;
export const loadDetailReducer = loadDetailSlice.reducer;

interface WithLoadDetail {
  loadDetail: LoadDetailState;
}

export const selectLoadFetchStatus = (state: WithLoadDetail, loadId: number): LoadFetchStatus | undefined =>
  state.loadDetail.statusById[loadId];
