/** Wire types of the driver link (issue 13): what a driver's phone page reads and sends. */
import type { LoadRecord, OrderStatus } from './loads';

/** The places, windows and times of a load, as on the carrier's load record. */
type DriverLoadFields = 'id' | 'vehicles'
  | 'originName' | 'originAddress' | 'originCity' | 'originState' | 'originZip'
  | 'destinationName' | 'destinationAddress' | 'destinationCity' | 'destinationState' | 'destinationZip'
  | 'earliestPickup' | 'latestPickup' | 'earliestDelivery' | 'latestDelivery'
  | 'scheduledPickup' | 'scheduledDelivery' | 'actualPickup' | 'actualDelivery';

/** A load as its driver sees it: where, when and what, with no pay and nothing of other drivers. */
export interface DriverLoadRecord extends Pick<LoadRecord, DriverLoadFields> {
  orderStatus: Extract<OrderStatus, 'PendingPickup' | 'InRoute' | 'Delivered'>;
  receivedBy: string | null;
}

export interface DriverLoadsReply {
  driverName: string;
  carrierName: string;
  records: DriverLoadRecord[];
}

/** Delivered loads stay on the driver's page this many days, so a driver sees what they just finished. */
export const DRIVER_RECENT_DELIVERY_DAYS = 7;

export const RECEIVED_BY_MAX_LENGTH = 100;
