/**
 * The load lists (loads spec 2, 3 and 4): per list the ids shown, paging and the filters; loads themselves live
 * in the loads slice, shared with search and detail. Also the allotment left.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadListCriteria, LoadListKind, VehicleCount } from '../../../shared/loads';
import type { DateFilter } from './dateFilters';
import { INITIAL_CRITERIA, LIST_KINDS } from './listKinds';

export interface LoadListState {
  ids: number[];
  /** The last page shown; 0 before the first answers. */
  pageNumber: number;
  totalRecordCount: number;
  isLoading: boolean;
  /** The page whose request failed last (1 for a new first page), until a page answers or is asked for again. */
  failedPageNumber: number | null;
  criteria: LoadListCriteria;
  /** The date dropdown's choice; `criteria` holds the days it stands for. */
  dateFilter: DateFilter;
  isExporting: boolean;
}

export interface LoadListsState {
  lists: Record<LoadListKind, LoadListState>;
  allotmentRemaining: number | null;
}

export interface FiltersChange {
  kind: LoadListKind;
  criteria: Partial<LoadListCriteria>;
  dateFilter?: DateFilter;
}

export interface FailedListPage {
  kind: LoadListKind;
  pageNumber: number;
}

export interface ListPage {
  kind: LoadListKind;
  pageNumber: number;
  ids: number[];
  totalRecordCount: number;
}

const emptyList = (kind: LoadListKind): LoadListState => ({
  ids: [],
  pageNumber: 0,
  totalRecordCount: 0,
  isLoading: false,
  failedPageNumber: null,
  criteria: INITIAL_CRITERIA[kind],
  dateFilter: 'none',
  isExporting: false,
});

export const initialLoadListsState: LoadListsState = {
  lists: Object.fromEntries(LIST_KINDS.map((kind) => [kind, emptyList(kind)])) as Record<LoadListKind, LoadListState>,
  allotmentRemaining: null,
};

const loadListsSlice = createSlice({
  name: 'loadLists',
  initialState: initialLoadListsState,
  reducers: {
    firstPageRequested(state, action: PayloadAction<LoadListKind>) {
      state.lists[action.payload].isLoading = true;
      state.lists[action.payload].failedPageNumber = null;
    },
    listFiltersChanged(state, { payload: { kind, criteria, dateFilter } }: PayloadAction<FiltersChange>) {
      const list = state.lists[kind];
      list.criteria = { ...list.criteria, ...criteria };
      if (dateFilter) list.dateFilter = dateFilter;
      list.isLoading = true;
      list.failedPageNumber = null;
    },
    moreLoadsRequested(state, action: PayloadAction<LoadListKind>) {
      state.lists[action.payload].isLoading = true;
      state.lists[action.payload].failedPageNumber = null;
    },
    listPageReceived(state, { payload: { kind, pageNumber, ids, totalRecordCount } }: PayloadAction<ListPage>) {
      const list = state.lists[kind];
      const kept = pageNumber === 1 ? [] : list.ids;
      list.ids = [...kept, ...ids.filter((id) => !kept.includes(id))];
      list.pageNumber = pageNumber;
      list.totalRecordCount = totalRecordCount;
      list.isLoading = false;
      list.failedPageNumber = null;
    },
    listPageFailed(state, { payload: { kind, pageNumber } }: PayloadAction<FailedListPage>) {
      const list = state.lists[kind];
      // A first page that did not come leaves no list: the loads shown were for other filters, or stale.
      if (pageNumber === 1) Object.assign(list, { ids: [], pageNumber: 0, totalRecordCount: 0 });
      list.isLoading = false;
      list.failedPageNumber = pageNumber;
    },
    listExportRequested(state, action: PayloadAction<LoadListKind>) {
      state.lists[action.payload].isExporting = true;
    },
    listExportFinished(state, action: PayloadAction<LoadListKind>) {
      state.lists[action.payload].isExporting = false;
    },
    // The favourite's request in flight is the favourites slice's to track, as for the star.
    savedLoadRemoveRequested(_state, _action: PayloadAction<number>) {},
    savedLoadRemoved(state, { payload: loadId }: PayloadAction<number>) {
      const saved = state.lists.favorites;
      if (saved.ids.includes(loadId)) {
        saved.ids = saved.ids.filter((id) => id !== loadId);
        saved.totalRecordCount = Math.max(0, saved.totalRecordCount - 1);
      }
    },
    vehicleCountRequested() {},
    vehicleCountReceived(state, action: PayloadAction<VehicleCount>) {
      state.allotmentRemaining = action.payload.allotmentRemaining;
    },
  },
});

export const {
  firstPageRequested,
  listFiltersChanged,
  moreLoadsRequested,
  listPageReceived,
  listPageFailed,
  listExportRequested,
  listExportFinished,
  savedLoadRemoveRequested,
  savedLoadRemoved,
  vehicleCountRequested,
  vehicleCountReceived,
} = loadListsSlice.actions;
export const loadListsReducer = loadListsSlice.reducer;
