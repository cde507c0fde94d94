/**
 * Backhaul results per source load (loads spec 4, Backhaul search): the radius the probes chose, the ids of
 * the loads found so far, paging and status. The loads themselves live in the loads slice.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { BACKHAUL_PAGE_SIZE } from '../../../shared/constants';

export type BackhaulStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface BackhaulResults {
  /** Miles around both ends; null until the probes have chosen one. */
  radius: number | null;
  ids: number[];
  pageNumber: number;
  totalRecordCount: number;
  status: BackhaulStatus;
}

export interface BackhaulsState {
  byLoadId: Record<number, BackhaulResults>;
}

export interface BackhaulPage {
  loadId: number;
  radius: number;
  pageNumber: number;
  ids: number[];
  totalRecordCount: number;
}

export const initialBackhaulsState: BackhaulsState = { byLoadId: {} };

export const noBackhaulResults: BackhaulResults = {
  radius: null,
  ids: [],
  pageNumber: 0,
  totalRecordCount: 0,
  status: 'idle',
};

/**
 * More results exist while the loaded count is below the total (loads spec 4, Paging). The pages asked for
 * count too, so a load listed twice by a shifting board cannot keep Load More there for ever.
 */
export function hasMoreBackhauls({ radius, pageNumber, ids, totalRecordCount }: BackhaulResults): boolean {
  return radius !== null && ids.length < totalRecordCount && pageNumber * BACKHAUL_PAGE_SIZE < totalRecordCount;
}

const backhaulsSlice = createSlice({
  name: 'backhauls',
  initialState: initialBackhaulsState,
  reducers: {
    backhaulSearchRequested(state, action: PayloadAction<number>) {
      state.byLoadId[action.payload] = { ...noBackhaulResults, status: 'loading' };
    },
    moreBackhaulsRequested(state, action: PayloadAction<number>) {
      const results = state.byLoadId[action.payload];
      // A page already on its way is not asked for twice; the saga ignores the intent then too.
      if (results && results.status !== 'loading' && hasMoreBackhauls(results)) results.status = 'loading';
    },
    backhaulsReceived(state, action: PayloadAction<BackhaulPage>) {
      const { loadId, radius, pageNumber, ids, totalRecordCount } = action.payload;
      const earlier = pageNumber === 1 ? [] : (state.byLoadId[loadId]?.ids ?? []);
      const known = new Set(earlier);
      state.byLoadId[loadId] = {
        radius,
        pageNumber,
        totalRecordCount,
        // The board changes between pages; a load that moved onto the next page is listed once.
        ids: [...earlier, ...ids.filter((id) => !known.has(id))],
        status: 'succeeded',
      };
    },
    backhaulSearchFailed(state, action: PayloadAction<number>) {
      const results = state.byLoadId[action.payload];
      if (results) results.status = 'failed';
    },
  },
});

export const { backhaulSearchRequested, moreBackhaulsRequested, backhaulsReceived, backhaulSearchFailed } = backhaulsSlice.actions;
export const backhaulsReducer = backhaulsSlice.reducer;
