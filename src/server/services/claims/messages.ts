/** What carriers read when a load cannot be opened or changed (loads spec section 8, and our own words). */

export const loadMissingMessage = "We're sorry, the load you are looking for does not exist.";
export const loadClaimedMessage = "We're sorry, the load you are looking for has already been claimed.";
export const notAssignedMessage = 'Load is not assigned to your carrier';
export const pickupWindowPassedMessage = 'Pick-Up date range has passed.';

export const inProgressMessage = (loadId: number, action: string) =>
  `Load ${loadId} is in progress: ${action} is no longer possible.`;
export const deliveredMessage = (loadId: number, action: string) =>
  `Load ${loadId} has been delivered: ${action} is no longer possible.`;
