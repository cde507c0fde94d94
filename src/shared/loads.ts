/** Wire types of the loads area (loads spec section 3), shared by the server and the client. */
import type { SEARCH_SORT_FIELDS } from './constants';
import type { INOPERABLE_VEHICLE_TYPES } from './searchCriteria';

export type OrderStatus = 'Available' | 'PendingPickup' | 'InRoute' | 'Delivered';
export type SearchSortField = (typeof SEARCH_SORT_FIELDS)[number];
export type InOperableVehiclesQueryType = (typeof INOPERABLE_VEHICLE_TYPES)[number];

export interface VehicleRecord {
  year: number | null;
  make: string;
  model: string;
  subModel: string | null;
  /** Pounds as text, or null when unknown. */
  weight: string | null;
  inoperable: boolean;
}

/** A load as every screen reads it: search results, lists and detail. */
export interface LoadRecord {
  id: number;
  rate: number;
  miles: number;
  vehicles: VehicleRecord[];
  orderStatus: OrderStatus;
  driverId: number | null;
  currentUserFavorite: boolean;
  numberOfFavorites: number;
  assignedToCurrentCarrier: boolean;
  unAssigned: boolean;
  myLane: boolean;
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
  earliestPickup: string | null;
  latestPickup: string | null;
  earliestDelivery: string | null;
  latestDelivery: string | null;
  scheduledPickup: string | null;
  scheduledDelivery: string | null;
  actualPickup: string | null;
  actualDelivery: string | null;
  twicRequired: boolean;
  rushSold: boolean;
  enclosedTruckRequired: boolean;
  guaranteedPickup: boolean;
  guaranteedDelivery: boolean;
  pickupLate: boolean;
  deliveryLate: boolean;
}

/** The lighter record of `view=map`: enough for a pin and its cluster. */
export interface MapLoadRecord {
  id: number;
  originLat: number;
  originLon: number;
  originCity: string;
  originState: string;
  rate: number;
}

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

/** A driver as loads and lists use one (loads spec 3, Driver). `name` is '' for an unnamed driver. */
export interface DriverRecord {
  driverId: number;
  firstName: string | null;
  lastName: string | null;
  name: string;
  email: string | null;
  cellPhoneNumber: string | null;
  enabled: boolean;
}

/** `POST CarrierLoads/get/{id}`: the load and, on the carrier's own load, its driver (null when none or unknown). */
export interface LoadDetailRecord extends LoadRecord {
  driver: DriverRecord | null;
}

/** The load-number box's answer (loads spec 3, Load presence answer). */
export interface LoadPresence {
  id: number;
  assignedToCurrentCarrier: boolean;
  unAssigned: boolean;
}

/**
 * Claim and change-dates payload. Times are the viewer's wall clock with its offset
 * ('2026-11-24T12:00:00-05:00'); the server judges the windows on that calendar. No offset means UTC.
 */
export interface ScheduleRequest {
  scheduledPickup: string;
  scheduledDelivery: string;
}

export interface AssignmentRequest extends ScheduleRequest {
  driverId: number | null;
}

/** What a favourite write answers, so the card can show the new count. */
export interface FavoriteState {
  currentUserFavorite: boolean;
  numberOfFavorites: number;
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
