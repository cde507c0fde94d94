import type { Generated } from 'kysely';
import type { OrderStatus } from '../../../shared/loads';
import type { Flag, Timestamp, DateOnly, Json } from './columnShapes';

/** Loads, their vehicles, and what carriers do with them. */

export interface LoadsTable {
  /** The load number carriers see; assigned by the shipper side, not generated here. */
  id: number;
  orderStatus: OrderStatus;
  carrierClientId: number | null;
  driverId: number | null;
  rate: number;
  miles: number;
  /** Derived from the vehicles at write time so searches filter without joins. */
  vehicleCount: number;
  totalWeightLbs: number;
  hasInoperable: Flag;
  visibleToCarriers: Flag;
  visibleToCarriersFrom: Timestamp;
  originName: string;
  originAddress: string;
  originCity: string;
  originState: string;
  originZip: string;
  originLat: number;
  originLon: number;
  originBusinessHours: string | null;
  originComments: string | null;
  destinationName: string;
  destinationAddress: string;
  destinationCity: string;
  destinationState: string;
  destinationZip: string;
  destinationLat: number;
  destinationLon: number;
  destinationBusinessHours: string | null;
  destinationComments: string | null;
  earliestPickup: DateOnly | null;
  latestPickup: DateOnly | null;
  earliestDelivery: DateOnly | null;
  latestDelivery: DateOnly | null;
  scheduledPickup: Timestamp | null;
  scheduledDelivery: Timestamp | null;
  actualPickup: Timestamp | null;
  actualDelivery: Timestamp | null;
  /** Who took the load at delivery, as the driver typed it (migration 0015). */
  receivedBy: string | null;
  twicRequired: Flag;
  rushSold: Flag;
  enclosedTruckRequired: Flag;
  guaranteedPickup: Flag;
  guaranteedDelivery: Flag;
  pickupLate: Flag;
  deliveryLate: Flag;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Who posted it through the desk (an operator's or API key's name); null for loads from the seed. */
  postedBy: string | null;
  /** The broker's own reference, unique per poster. */
  brokerReference: string | null;
  /** When the desk took it off the board. */
  withdrawnAt: Timestamp | null;
}

export interface VehiclesTable {
  id: Generated<number>;
  loadId: number;
  position: number;
  year: number | null;
  make: string;
  model: string;
  subModel: string | null;
  /** Pounds as text, or null when unknown (spec: weight is a string or null). */
  weight: string | null;
  inoperable: Flag;
}

export interface FavoritesTable {
  userId: number;
  clientId: number;
  loadId: number;
  createdAt: Timestamp;
}

export interface SearchHistoryTable {
  id: Generated<number>;
  userId: number;
  kind: 'saved' | 'recent';
  /** The search values (spec: carrierSearchDto) as JSON. */
  criteria: Json;
  /** Canonical form of the criteria, so a repeated recent search replaces the older one. */
  criteriaKey: string;
  createdAt: Timestamp;
}

export type LoadEventKind = 'claimed' | 'datesChanged' | 'driverChanged' | 'cancelled' | 'pickedUp' | 'delivered';

export interface LoadEventsTable {
  id: Generated<number>;
  loadId: number;
  clientId: number | null;
  userId: number | null;
  kind: LoadEventKind;
  /** JSON details: old and new values, the cancel reason. */
  details: Json;
  createdAt: Timestamp;
}
