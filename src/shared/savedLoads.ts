import type { LoadRecord } from './loads';

export type SavedLoadFacts = Pick<LoadRecord, 'unAssigned' | 'assignedToCurrentCarrier' | 'latestPickup'>;

/**
 * A saved load is no longer available when it is neither unassigned nor assigned to the current carrier (loads
 * spec 4), or when it is still unassigned but its last pick-up day is before `today` ('YYYY-MM-DD', the
 * viewer's calendar): nobody can claim it any more (issue 9).
 */
export function isSavedLoadUnavailable(load: SavedLoadFacts, today: string): boolean {
  if (load.assignedToCurrentCarrier) return false;
  if (!load.unAssigned) return true;
  return load.latestPickup !== null && load.latestPickup.slice(0, 10) < today;
}
