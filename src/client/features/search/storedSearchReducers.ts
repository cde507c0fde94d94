/**
 * The lists shown before a search (loads spec 2 and 4): saved searches (removed optimistically and put back
 * where they were when the server refuses), recent searches, and the ids of New Loads for You.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { StoredSearch } from '../../../shared/loads';

export interface StoredSearchState {
  savedSearches: StoredSearch[];
  recentSearches: StoredSearch[];
  /** Saved searches removed from the list whose removal the server has not confirmed yet. */
  removingSearches: Record<number, { search: StoredSearch; index: number }>;
  recommendedIds: number[];
}

export const storedSearchReducers = {
  savedSearchesReceived(state: StoredSearchState, action: PayloadAction<StoredSearch[]>) {
    state.savedSearches = action.payload.filter((search) => !(search.id in state.removingSearches));
  },
  recentSearchesReceived(state: StoredSearchState, action: PayloadAction<StoredSearch[]>) {
    state.recentSearches = action.payload;
  },
  recommendedLoadsReceived(state: StoredSearchState, action: PayloadAction<number[]>) {
    state.recommendedIds = action.payload;
  },
  recentSearchSaveRequested(_state: StoredSearchState, _action: PayloadAction<StoredSearch>) {},
  savedSearchRemoveRequested(state: StoredSearchState, action: PayloadAction<number>) {
    const index = state.savedSearches.findIndex((search) => search.id === action.payload);
    if (index < 0) return;
    state.removingSearches[action.payload] = { search: state.savedSearches[index], index };
    state.savedSearches.splice(index, 1);
  },
  savedSearchRemoved(state: StoredSearchState, action: PayloadAction<number>) {
    delete state.removingSearches[action.payload];
  },
  savedSearchRemoveFailed(state: StoredSearchState, action: PayloadAction<number>) {
    const removing = state.removingSearches[action.payload];
    if (!removing) return;
    delete state.removingSearches[action.payload];
    state.savedSearches.splice(Math.min(removing.index, state.savedSearches.length), 0, removing.search);
  },
};
