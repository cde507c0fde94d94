import { createSelector } from '@reduxjs/toolkit';
import type { LoadListKind, LoadRecord } from '../../../shared/loads';
import { isSavedLoadUnavailable } from '../../../shared/savedLoads';
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

/** Each list's own memoized selector, so one list's change does not redraw the others. */
export const makeSelectListLoads = () => {
  const selectLoadsByIds = makeSelectLoadsByIds();
  return (state: WithLoadLists, kind: LoadListKind): LoadRecord[] => selectLoadsByIds(state, state.loadLists.lists[kind].ids);
};

const selectSavedLoads = makeSelectListLoads();

/** Saved loads a carrier can still claim or already holds, and those no longer available on `today` ('YYYY-MM-DD'). */
export const selectSavedLoadsByAvailability = createSelector(
  [(state: WithLoadLists) => selectSavedLoads(state, 'favorites'), (_state: WithLoadLists, today: string) => today],
  (loads, today) => ({
    available: loads.filter((load) => !isSavedLoadUnavailable(load, today)),
    unavailable: loads.filter((load) => isSavedLoadUnavailable(load, today)),
  }),
);
