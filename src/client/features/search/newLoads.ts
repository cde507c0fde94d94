/**
 * Loads that came onto the board after the open search's first page (issue 22): the server says which match the
 * search; the list takes them only when the dispatcher asks (Show), so cards never move under their eyes.
 */
import type { PayloadAction } from '@reduxjs/toolkit';

export interface NewLoadsState {
  /** Loads posted (or back, or changed) on the board since the page came that match the open search, not yet shown. */
  newLoadIds: number[];
  ids: number[];
  totalRecordCount: number;
}

export const newLoadReducers = {
  /** The server's word on loads that came onto the board: `matched` match the open search, `unmatched` no longer do. */
  newLoadsChecked(state: NewLoadsState, { payload: { matched, unmatched } }: PayloadAction<{ matched: number[]; unmatched: number[] }>) {
    state.newLoadIds = state.newLoadIds.filter((id) => !unmatched.includes(id));
    for (const id of matched) if (!state.ids.includes(id) && !state.newLoadIds.includes(id)) state.newLoadIds.push(id);
  },
  newLoadsShowRequested() {},
  /** `ids` is the list with the new loads merged in; `added` the new loads that still match, shown or on later pages. */
  newLoadsShown(state: NewLoadsState, { payload: { ids, added } }: PayloadAction<{ ids: number[]; added: number }>) {
    state.ids = ids;
    state.totalRecordCount += added;
    state.newLoadIds = [];
  },
};

/**
 * The list with the new loads put where the search's order puts them. `ordered` is the server's order of the
 * shown loads still on the board and the new ones still matching. A new load goes right after the shown load it
 * follows there; one that follows the last shown load belongs to a later page while more pages exist (Load More
 * brings it), and is appended otherwise. Marked cards (left the board) keep their places.
 */
export function mergeInSortOrder(shownIds: readonly number[], ordered: readonly number[], newIds: readonly number[], hasMorePages: boolean): number[] {
  const isNew = new Set(newIds);
  const following = new Map<number | null, number[]>();
  let previousShown: number | null = null;
  for (const id of ordered) {
    if (!isNew.has(id)) {
      previousShown = id;
      continue;
    }
    following.set(previousShown, [...(following.get(previousShown) ?? []), id]);
  }
  const lastShown = previousShown;
  const merged = [...(following.get(null) ?? [])];
  for (const id of shownIds) {
    merged.push(id);
    if (id !== lastShown || !hasMorePages) merged.push(...(following.get(id) ?? []));
  }
  return merged;
}
