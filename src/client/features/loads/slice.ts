/**
 * Every load the app has read, stored once by id (search results, lists, detail). Screens keep only ids; a
 * load that changes (favourite, claim) changes everywhere at once. Beside them, which loads have been fetched
 * by id and how that went: every screen about one load (detail, claim steps, changes, backhauls) asks through
 * `loadRequested`.
 */
import { createAction, createEntityAdapter, createSelector, createSlice, type EntityState, type PayloadAction, type Update } from '@reduxjs/toolkit';
import type { LoadVersion } from '../../../shared/liveEvents';
import type { LoadRecord } from '../../../shared/loads';

const loadsAdapter = createEntityAdapter<LoadRecord>();

/** 'notFound' is a 404, 'forbidden' a 403 (the load is another carrier's, loads spec 6). */
export type LoadFetchStatus = 'loading' | 'loaded' | 'notFound' | 'forbidden' | 'failed';

export type LoadsState = EntityState<LoadRecord, number> & { fetchStatusById: Record<number, LoadFetchStatus> };

export const initialLoadsState: LoadsState = loadsAdapter.getInitialState({ fetchStatusById: {} });

interface BoardMarkChange {
  loadId: number;
  version: LoadVersion;
}

// The live board's word on a load, dispatched by the live feature and followed by every list that shows loads.
/** A board event newer than any applied before for its load: the load left the board (claimed, withdrawn…). */
export const loadLeftBoard = createAction<BoardMarkChange>('live/loadLeftBoard');
/** …or came back to it (cancelled, posted, edited). */
export const loadBackOnBoard = createAction<BoardMarkChange>('live/loadBackOnBoard');

const loadsSlice = createSlice({
  name: 'loads',
  initialState: initialLoadsState,
  reducers: {
    loadsReceived(state, action: PayloadAction<LoadRecord[]>) {
      loadsAdapter.upsertMany(state, action.payload);
    },
    loadUpdated(state, action: PayloadAction<Update<LoadRecord, number>>) {
      loadsAdapter.updateOne(state, action.payload);
    },
    loadRequested(state, action: PayloadAction<number>) {
      state.fetchStatusById[action.payload] = 'loading';
    },
    loadFetched(state, action: PayloadAction<number>) {
      state.fetchStatusById[action.payload] = 'loaded';
    },
    loadFetchFailed(state, action: PayloadAction<{ loadId: number; status: Exclude<LoadFetchStatus, 'loading' | 'loaded'> }>) {
      state.fetchStatusById[action.payload.loadId] = action.payload.status;
    },
  },
});

export const { loadsReceived, loadUpdated, loadRequested, loadFetched, loadFetchFailed } = loadsSlice.actions;
export const loadsReducer = loadsSlice.reducer;

interface WithLoads {
  loads: LoadsState;
}

export const {
  selectById: selectLoadById,
  selectEntities: selectLoadEntities,
  selectAll: selectAllLoads,
} = loadsAdapter.getSelectors((state: WithLoads) => state.loads);

export const selectLoadFetchStatus = (state: WithLoads, loadId: number): LoadFetchStatus | undefined =>
  state.loads.fetchStatusById[loadId];

const NO_LOADS: LoadRecord[] = [];

/** One selector per list: the loads of `ids` in that order, skipping ids not (or no longer) stored. */
export const makeSelectLoadsByIds = () =>
  createSelector([selectLoadEntities, (_state: WithLoads, ids: readonly number[]) => ids], (entities, ids) => {
    if (ids.length === 0) return NO_LOADS;
    return ids.map((id) => entities[id]).filter((load): load is LoadRecord => load !== undefined);
  });
