/**
 * Backhaul results per source load (loads spec 4, Backhaul search): the radius the probes chose, the ids of
 * the loads found so far, paging and status. The loads themselves live in the loads slice.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { BACKHAUL_PAGE_SIZE, BACKHAUL_WINDOW_DAYS } from '../../../shared/constants';

export type BackhaulStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface BackhaulResults {
  /** Miles around both ends; null until the probes have chosen one. */
  radius: number | null;
  /** Days after the latest delivery that a backhaul may be picked up: 3, unless the carrier widened it. */
  windowDays: number;
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
  windowDays: number;
  pageNumber: number;
  ids: number[];
  totalRecordCount: number;
}

export const initialBackhaulsState: BackhaulsState = { byLoadId: {} };

/** A search at a radius and window the carrier chose after finding nothing (no probes). */
export interface BackhaulWidenedSearch {
  loadId: number;
  radius: number;
  windowDays: number;
}

export const noBackhaulResults: BackhaulResults = {
  radius: null,
  windowDays: BACKHAUL_WINDOW_DAYS,
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
    widerBackhaulSearchRequested(state, { payload: { loadId, windowDays } }: PayloadAction<BackhaulWidenedSearch>) {
      state.byLoadId[loadId] = { ...noBackhaulResults, windowDays, status: 'loading' };
    },
    moreBackhaulsRequested(state, action: PayloadAction<number>) {
      const results = state.byLoadId[action.payload];
      // A page already on its way is not asked for twice; the saga ignores the intent then too.
      if (results && results.status !== 'loading' && hasMoreBackhauls(results)) results.status = 'loading';
    },
    backhaulsReceived(state, action: PayloadAction<BackhaulPage>) {
      const { loadId, radius, windowDays, pageNumber, ids, totalRecordCount } = action.payload;
      const earlier = pageNumber === 1 ? [] : (state.byLoadId[loadId]?.ids ?? []);
      const known = new Set(earlier);
      state.byLoadId[loadId] = {
        radius,
        windowDays,
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

export const {
  backhaulSearchRequested,
  widerBackhaulSearchRequested,
  moreBackhaulsRequested,
  backhaulsReceived,
  backhaulSearchFailed,
} = backhaulsSlice.actions;
export const backhaulsReducer = backhaulsSlice.reducer;
