/** Wire types of the loads area (loads spec section 3), shared by the server and the client; a load's own in contracts/load. */
import type { SEARCH_SORT_FIELDS } from './constants';
import type { INOPERABLE_VEHICLE_TYPES } from './searchCriteria';

export type { DriverRecord } from './contracts/driver';
export type {
  FavoriteState, LoadDetailRecord, LoadPresence, LoadRecord, LoadShareLink, MapLoadRecord, OrderStatus, PublicLoadRecord, VehicleRecord,
} from './contracts/load';

export type SearchSortField = (typeof SEARCH_SORT_FIELDS)[number];
export type InOperableVehiclesQueryType = (typeof INOPERABLE_VEHICLE_TYPES)[number];

export type { SearchCriteria, SearchValues, StoredSearch } from './contracts/searchCriteria';

/** A place from location search (loads spec section 3, Location result). */
export interface LocationResult {
  largeLabel: string;
  detailLabel: string;
  isState: boolean;
  latitude: number;
  longitude: number;
  city: string | null;
  state: string;
  country: 'US' | 'CA';
}

/**
 * Claim and change-dates payload. Times are the place's wall clock with its offset, the pick-up's at the origin
 * and the drop-off's at the destination ('2026-11-24T09:00:00-05:00'); without an offset, the place's wall clock.
 * The server judges each stop's window on its place's calendar.
 */
export interface ScheduleRequest {
  scheduledPickup: string;
  scheduledDelivery: string;
}

export interface AssignmentRequest extends ScheduleRequest {
  driverId: number | null;
}

/** `GET Lookups/GetGroupedUnassignReasons`: groups by key, each a title and its code → label map. */
export type UnassignReasonGroups = Record<string, { groupTitle: string; groupList: Record<string, string> }>;

/** `GET UserAutoComplete/{term}/Contains`: a driver or team member of the carrier who has an e-mail. */
export interface RecipientRecord {
  recipientType: 'Driver' | 'User';
  id: number;
  name: string;
  email: string;
}

export type LoadListKind = 'favorites' | 'pendingPickup' | 'inRoute' | 'delivered';

/** Loads spec 3, Load search criteria for lists. Dates are 'YYYY-MM-DD', inclusive. */
export interface LoadListCriteria {
  sortField?: SearchSortField;
  sortAscending?: boolean;
  driverId?: number | null;
  deliveredFrom?: string | null;
  deliveredTo?: string | null;
  scheduledPickupRange?: 'tomorrow' | 'future' | null;
}

/** The e-mail form of exports and documents: a driver (default) or a team member of the carrier. */
export interface EmailRecipientRequest {
  toUserId: number;
  toUserType?: 'Driver' | 'User';
  subject: string;
  body: string;
}

/** `GET CarrierTrucks/CarrierVehicleCount`. */
export interface VehicleCount {
  totalCapacity: number;
  vehiclesOnLoads: number;
  allotmentRemaining: number;
}
