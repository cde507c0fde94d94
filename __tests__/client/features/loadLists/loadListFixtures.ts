import { combineReducers } from '@reduxjs/toolkit';
import type { LoadListKind, LoadRecord } from '../../../../src/shared/loads';
import type { Paged } from '../../../../src/shared/wire';
import { documentsReducer } from '../../../../src/client/features/documents/slice';
import { favoritesReducer } from '../../../../src/client/features/favorites/slice';
import { flashReducer } from '../../../../src/client/features/flash/slice';
import { initialLoadListsState, loadListsReducer, type LoadListState } from '../../../../src/client/features/loadLists/slice';
import { initialLoadsState, loadsReducer } from '../../../../src/client/features/loads/slice';
import { aLoad } from '../../support/loads';

export const listsReducer = combineReducers({
  loads: loadsReducer,
  loadLists: loadListsReducer,
  flash: flashReducer,
  documents: documentsReducer,
  favorites: favoritesReducer,
});

export type ListsTestState = ReturnType<typeof listsReducer>;

/** The lists' state with one list changed. */
export function stateWithList(kind: LoadListKind, list: Partial<LoadListState>, loads: LoadRecord[] = []): ListsTestState {
  const base = listsReducer(undefined, { type: 'init' });
  return {
    ...base,
    loads: { ...initialLoadsState, ids: loads.map((load) => load.id), entities: Object.fromEntries(loads.map((load) => [load.id, load])) },
    loadLists: {
      ...initialLoadListsState,
      lists: { ...initialLoadListsState.lists, [kind]: { ...initialLoadListsState.lists[kind], ...list } },
    },
  };
}

export const page = (records: LoadRecord[], totalRecordCount = records.length): Paged<LoadRecord> => ({ records, totalRecordCount });

/** A load claimed by the viewing carrier. */
export const claimedLoad = (id: number, overrides: Partial<LoadRecord> = {}) =>
  aLoad({ id, orderStatus: 'PendingPickup', unAssigned: false, assignedToCurrentCarrier: true, ...overrides });

/** A saved load another carrier has claimed since, as the server sends it: as offered, and no longer available (issue 21). */
export const takenLoad = (id: number, overrides: Partial<LoadRecord> = {}) => aLoad({
  id, orderStatus: 'NoLongerAvailable', currentUserFavorite: true, unAssigned: false, assignedToCurrentCarrier: false,
  originCity: `Town ${id}`, ...overrides,
});
