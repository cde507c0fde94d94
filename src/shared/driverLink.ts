/** Wire types of the driver link (issue 13): what a driver's phone page reads and sends. */
import type { OrderStatus, VehicleRecord } from './loads';

/** A load as its driver sees it: where, when and what, with no pay and nothing of other drivers. */
export interface DriverLoadRecord {
  id: number;
  orderStatus: Extract<OrderStatus, 'PendingPickup' | 'InRoute' | 'Delivered'>;
  originName: string;
  originAddress: string;
  originCity: string;
  originState: string;
  originZip: string;
  destinationName: string;
  destinationAddress: string;
  destinationCity: string;
  destinationState: string;
  destinationZip: string;
  earliestPickup: string | null;
  latestPickup: string | null;
  earliestDelivery: string | null;
  latestDelivery: string | null;
  scheduledPickup: string | null;
  scheduledDelivery: string | null;
  actualPickup: string | null;
  actualDelivery: string | null;
  receivedBy: string | null;
  vehicles: VehicleRecord[];
}

export interface DriverLoadsReply {
  driverName: string;
  carrierName: string;
  records: DriverLoadRecord[];
}

/** Delivered loads stay on the driver's page this many days, so a driver sees what they just finished. */
export const DRIVER_RECENT_DELIVERY_DAYS = 7;

export const RECEIVED_BY_MAX_LENGTH = 100;
