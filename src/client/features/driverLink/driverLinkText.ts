/** The driver page's words (issue 13: the buttons and the field are named there). */
export const PICKED_UP_BUTTON = 'Picked Up';
export const DELIVERED_BUTTON = 'Delivered';
export const RECEIVED_BY_LABEL = 'Received by';
export const RECEIVED_BY_REQUIRED = 'Received by is required.';
export const REVOKED_LINK_MESSAGE = 'This driver link no longer works. Ask your carrier to send you a new one.';
export const NO_LOADS_MESSAGE = 'You have no loads right now. Loads your carrier gives you appear here.';
export const TIMES_NOTE = 'Times are shown in this phone\'s time zone';
export const doneMessage = (loadId: number, mark: 'pickedUp' | 'delivered') =>
  `Load ${loadId} is marked ${mark === 'pickedUp' ? 'picked up' : 'delivered'}.`;
export const SEND_LINK_BUTTON = 'Send Driver Link';
/** Worded like the drivers screen's 'Activated Driver {id}'. */
export const linkSentMessage = (driverId: number) => `Sent a Driver Link to Driver ${driverId}`;
