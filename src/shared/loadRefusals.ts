import type { LoadRecord, OrderStatus } from './loads';

/**
 * Why a load cannot be opened or changed (loads spec 6 and 8): the server answers with these, and the screens
 * that judge a load themselves (a 404, a 403, a record not the carrier's) say it the same way.
 */
export const LOAD_NOT_FOUND = "We're sorry, the load you are looking for does not exist.";
export const LOAD_ALREADY_CLAIMED = "We're sorry, the load you are looking for has already been claimed.";
export const NOT_ASSIGNED_TO_CARRIER = 'Load is not assigned to your carrier';

/**
 * What a carrier may still change on its own load (loads spec 4): the times only before pick-up, the driver
 * until delivery, the claim itself (cancelling) only before pick-up. The server refuses the rest with 409, and
 * the screens offer no Edit or Cancel where it would refuse.
 */
export type LoadChange = 'dates' | 'driver' | 'cancel';

export const LOAD_CHANGE_STATUSES: Record<LoadChange, readonly OrderStatus[]> = {
  dates: ['PendingPickup'],
  driver: ['PendingPickup', 'InRoute'],
  cancel: ['PendingPickup'],
};

export const LOAD_CHANGE_ACTIONS: Record<LoadChange, string> = {
  dates: 'changing the pick-up and drop-off',
  driver: 'changing the driver',
  cancel: 'cancelling',
};

export const inProgressMessage = (loadId: number, action: string) =>
  `Load ${loadId} is in progress: ${action} is no longer possible.`;
export const deliveredMessage = (loadId: number, action: string) =>
  `Load ${loadId} has been delivered: ${action} is no longer possible.`;

type ChangeableLoad = Pick<LoadRecord, 'id' | 'orderStatus' | 'assignedToCurrentCarrier'>;

/** Why the change is refused, in the server's words; null when the carrier may make it. */
export function loadChangeRefusal(load: ChangeableLoad, change: LoadChange): string | null {
  if (!load.assignedToCurrentCarrier) return NOT_ASSIGNED_TO_CARRIER;
  if (LOAD_CHANGE_STATUSES[change].some((status) => status === load.orderStatus)) return null;
  if (load.orderStatus === 'InRoute') return inProgressMessage(load.id, LOAD_CHANGE_ACTIONS[change]);
  if (load.orderStatus === 'Delivered') return deliveredMessage(load.id, LOAD_CHANGE_ACTIONS[change]);
  return NOT_ASSIGNED_TO_CARRIER;
}

export const canChangeLoad = (load: ChangeableLoad, change: LoadChange) => loadChangeRefusal(load, change) === null;
