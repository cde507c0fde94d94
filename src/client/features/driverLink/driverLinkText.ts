/** The driver page's words (issue 13: the buttons and the field are named there). */
import { failureWords, type Failure } from '../../api/failure';
import type { DriverMark, DriverPageStatus } from './slice';

export const PICKED_UP_BUTTON = 'Picked Up';
export const DELIVERED_BUTTON = 'Delivered';
export const REVOKED_LINK_MESSAGE = 'This driver link no longer works. Ask your carrier to send you a new one.';
export const NO_LOADS_MESSAGE = 'You have no loads right now. Loads your carrier gives you appear here.';
export const TIMES_NOTE = 'Times are local to each pick-up and delivery place.';
const markWords = (mark: Exclude<DriverMark, 'pickUpUndone'>) => (mark === 'pickedUp' ? 'picked up' : 'delivered');
export function doneMessage(loadId: number, mark: DriverMark): string {
  return mark === 'pickUpUndone' ? `Load ${loadId} is no longer marked picked up.` : `Load ${loadId} is marked ${markWords(mark)}.`;
}
/** Picked Up opens the pick-up inspection (issue 24), which warns, without refusing, outside the pick-up window (issue 22). */
export function pickUpTimingWarning(timing: 'early' | 'late', window: string): string {
  return timing === 'early' ? `The pick-up window has not opened yet (${window}).` : `The pick-up window has closed (${window}).`;
}
export const UNDO_PICK_UP_BUTTON = 'Undo';
const LOADS_NOT_LOADED_TEXT = 'Your loads could not be loaded.';
const LINK_NOT_SENT_TEXT = 'The driver link could not be sent.';

/** Why the page shows no loads: a link that no longer works, or the server's or the network's words. */
export function driverPageFailureText(status: DriverPageStatus, failure: Failure | null): string | null {
  if (status === 'revoked') return REVOKED_LINK_MESSAGE;
  if (status !== 'failed') return null;
  return failure ? failureWords(failure, LOADS_NOT_LOADED_TEXT) : LOADS_NOT_LOADED_TEXT;
}

/** A mark that failed, under the load: none when the server named a field (it is said on 'Received by'). */
export function markFailureText(loadId: number, mark: DriverMark, failure: Failure): string | null {
  if (Object.keys(failure.fieldErrors).length > 0) return null;
  if (mark === 'pickUpUndone') return failureWords(failure, `The pick-up of Load ${loadId} could not be undone.`);
  return failureWords(failure, `Load ${loadId} could not be marked ${markWords(mark)}.`);
}

/** 'Send Driver Link' refused (a driver with neither an e-mail address nor a cell phone) or failed. */
export const sendLinkFailureText = (failure: Failure) => failureWords(failure, LINK_NOT_SENT_TEXT);
export const SEND_LINK_BUTTON = 'Send Driver Link';
/** Asked first, since sending ends the link the driver has now. */
export const SEND_LINK_CONFIRM_TITLE = 'Send a new driver link?';
export const SEND_LINK_CONFIRM_TEXT = 'The new link replaces the old one: the link this driver has now stops working at once.';
export const SEND_LINK_CONFIRM_BUTTON = 'Send New Link';
export const SEND_LINK_KEEP_BUTTON = 'Cancel';
/** Worded like the drivers screen's 'Activated Driver {name}'; a driver this browser has not loaded is 'the driver'. */
export const linkSentMessage = (driverName: string | null) => (driverName === null ? 'Sent a Driver Link to the driver' : `Sent a Driver Link to Driver ${driverName}`);
