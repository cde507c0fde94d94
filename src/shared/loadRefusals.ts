/**
 * Why a load cannot be opened or changed (loads spec 6 and 8): the server answers with these, and the screens
 * that judge a load themselves (a 404, a 403, a record not the carrier's) say it the same way.
 */
export const LOAD_NOT_FOUND = "We're sorry, the load you are looking for does not exist.";
export const LOAD_ALREADY_CLAIMED = "We're sorry, the load you are looking for has already been claimed.";
export const NOT_ASSIGNED_TO_CARRIER = 'Load is not assigned to your carrier';
