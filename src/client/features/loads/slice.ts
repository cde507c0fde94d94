/**
 * Every load the app has read, stored once by id (search results, lists, detail). Screens keep only ids; a
 * load that changes (favourite, claim) changes everywhere at once.
 */
import { createEntityAdapter, createSelector, createSlice, type PayloadAction, type Update } from '@reduxjs/toolkit';
import type { LoadRecord } from '../../../shared/loads';

const loadsAdapter = createEntityAdapter<LoadRecord>();

export type LoadsState = ReturnType<typeof loadsAdapter.getInitialState>;

export const initialLoadsState: LoadsState = loadsAdapter.getInitialState();

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
  },
});

export const { loadsReceived, loadUpdated } = loadsSlice.actions;
export const loadsReducer = loadsSlice.reducer;

interface WithLoads {
  loads: LoadsState;
}

export const {
  selectById: selectLoadById,
  selectEntities: selectLoadEntities,
  selectAll: selectAllLoads,
} = loadsAdapter.getSelectors((state: WithLoads) => state.loads);

const NO_LOADS: LoadRecord[] = [];

/** One selector per list: the loads of `ids` in that order, skipping ids not (or no longer) stored. */
export const makeSelectLoadsByIds = () =>
  createSelector([selectLoadEntities, (_state: WithLoads, ids: readonly number[]) => ids], (entities, ids) => {
    if (ids.length === 0) return NO_LOADS;
    return ids.map((id) => entities[id]).filter((load): load is LoadRecord => load !== undefined);
  });
