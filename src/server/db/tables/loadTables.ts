import type { Generated } from 'kysely';
import type { LoadFlags, LoadPlaces, LoadTimes, OrderStatus, VehicleRecord } from '../../../shared/contracts/load';
import type { Flag, Timestamp, Json } from './columnShapes';
import type { InspectionKind } from '../../../shared/inspections';

/** Loads, their vehicles, and what carriers do with them. */

/** The places and times are the wire record's own columns; its flags are stored as 0/1. */
export interface LoadsTable extends LoadPlaces, LoadTimes, Record<keyof LoadFlags, Flag> {
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
  /** Who took the load at delivery, as the driver typed it (migration 0015). */
  receivedBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Who posted it through the desk (an operator's or API key's name); null for loads from the seed. */
  postedBy: string | null;
  /** The broker's own reference, unique per poster. */
  brokerReference: string | null;
  /** When the desk took it off the board. */
  withdrawnAt: Timestamp | null;
  /** Each stop's IANA zone from its coordinates (migration 0024); null only for a row written without one. */
  originTimeZone: string | null;
  destinationTimeZone: string | null;
  /** What the driver's inspection asks for at each end (migration 0029). */
  inspectionKind: Generated<InspectionKind>;
}

export interface VehiclesTable extends Omit<VehicleRecord, 'inoperable'> {
  id: Generated<number>;
  loadId: number;
  position: number;
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

export type LoadEventKind = 'claimed' | 'datesChanged' | 'driverChanged' | 'cancelled' | 'pickedUp' | 'pickUpUndone' | 'delivered' | 'inspected'
  | 'posted' | 'edited' | 'withdrawn';

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
