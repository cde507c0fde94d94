/** The four load lists (loads spec 2 and 4): what each is called, how it starts sorted and what it says when empty. */
import type { LoadListCriteria, LoadListKind } from '../../../shared/loads';

export const LIST_KINDS: readonly LoadListKind[] = ['favorites', 'pendingPickup', 'inRoute', 'delivered'];

/** The lists with a filter bar, count, Email and Download. */
export type TrackedListKind = Exclude<LoadListKind, 'favorites'>;

export const EMPTY_LIST_TEXT: Record<LoadListKind, string> = {
  favorites: 'No saved loads',
  pendingPickup: 'No claimed loads',
  inRoute: 'No in progress loads',
  // The spec has Completed borrow the in-progress words; issue 9 gives it its own (docs/decisions.md).
  delivered: 'No completed loads',
};

/** Claimed loads come soonest pick-up first, loads on the road soonest delivery first, completed ones newest first. */
export const INITIAL_CRITERIA: Record<LoadListKind, LoadListCriteria> = {
  favorites: {},
  pendingPickup: { sortField: 'AvailableDate', sortAscending: true },
  inRoute: { sortField: 'DeliveryDate', sortAscending: true },
  delivered: { sortField: 'DeliveryDate', sortAscending: false },
};

/** Names for export file names when the server sends none: 'claimed-loads-2026-11-21.csv'. */
export const LIST_FILE_STEM: Record<LoadListKind, string> = {
  favorites: 'saved-loads',
  pendingPickup: 'claimed-loads',
  inRoute: 'in-progress-loads',
  delivered: 'completed-loads',
};
