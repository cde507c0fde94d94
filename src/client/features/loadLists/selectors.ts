import { createSelector } from '@reduxjs/toolkit';
import type { LoadListKind, LoadRecord } from '../../../shared/loads';
import { makeSelectLoadsByIds, type LoadsState } from '../loads/slice';
import type { LoadListsState } from './slice';

interface WithLoadLists {
  loadLists: LoadListsState;
  loads: LoadsState;
}

export const selectLoadList = (state: WithLoadLists, kind: LoadListKind) => state.loadLists.lists[kind];
export const selectListCriteria = (state: WithLoadLists, kind: LoadListKind) => state.loadLists.lists[kind].criteria;
export const selectListPageNumber = (state: WithLoadLists, kind: LoadListKind) => state.loadLists.lists[kind].pageNumber;
export const selectAllotmentRemaining = (state: WithLoadLists) => state.loadLists.allotmentRemaining;

/** More loads exist while the loaded count is below the total (loads spec 4, Paging). */
export const selectListHasMore = (state: WithLoadLists, kind: LoadListKind) => {
  const list = selectLoadList(state, kind);
  return list.ids.length < list.totalRecordCount;
};

/** A saved load is unavailable when it is neither unassigned nor assigned to the current carrier (loads spec 4). */
const isUnavailable = (load: LoadRecord) => !load.unAssigned && !load.assignedToCurrentCarrier;

/** Each list's own memoized selector, so one list's change does not redraw the others. */
export const makeSelectListLoads = () => {
  const selectLoadsByIds = makeSelectLoadsByIds();
  return (state: WithLoadLists, kind: LoadListKind): LoadRecord[] => selectLoadsByIds(state, state.loadLists.lists[kind].ids);
};

const selectSavedLoads = makeSelectListLoads();

export const selectSavedLoadsByAvailability = createSelector(
  [(state: WithLoadLists) => selectSavedLoads(state, 'favorites')],
  (loads) => ({
    available: loads.filter((load) => !isUnavailable(load)),
    unavailable: loads.filter(isUnavailable),
  }),
);
