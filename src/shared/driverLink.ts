/** Wire types of the driver link (issue 13): what a driver's phone page reads and sends. */
export type { DriverLoadRecord, DriverLoadsReply } from './contracts/load';

/** Delivered loads stay on the driver's page this many days, so a driver sees what they just finished. */
export const DRIVER_RECENT_DELIVERY_DAYS = 7;

export const RECEIVED_BY_MAX_LENGTH = 100;

/** How long after marking a load Picked Up the driver may take the mark back (a mistaken tap), by the server's clock. */
export const PICK_UP_UNDO_MINUTES = 5;
