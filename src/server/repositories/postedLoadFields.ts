import type { InspectionKind } from '../../shared/inspections';

/** What the desk posts: the load fields of loads spec section 3 that a poster sets, with the broker's reference. */

export interface PostedVehicle {
  year?: number | null;
  make: string;
  model: string;
  subModel?: string | null;
  /** Pounds. */
  weight?: number | null;
  inoperable?: boolean;
}

export const PLACE_FIELDS = ['Name', 'Address', 'City', 'State', 'Zip', 'BusinessHours', 'Comments'] as const;
export const DATE_FIELDS = ['earliestPickup', 'latestPickup', 'earliestDelivery', 'latestDelivery'] as const;
export const FLAG_FIELDS = ['twicRequired', 'rushSold', 'enclosedTruckRequired', 'guaranteedPickup', 'guaranteedDelivery'] as const;

export type PlaceEnd = 'origin' | 'destination';
export type DateField = (typeof DATE_FIELDS)[number];
export type FlagField = (typeof FLAG_FIELDS)[number];

export interface PostedLoad {
  brokerReference: string;
  /** Carrier pay in dollars, as `loads.rate` keeps it (cents only on invoices). */
  rate: number;
  /** Road miles; estimated from the coordinates when not given. */
  miles?: number | null;
  vehicles: PostedVehicle[];
  originName: string;
  originAddress: string;
  originCity: string;
  originState: string;
  originZip: string;
  originBusinessHours?: string | null;
  originComments?: string | null;
  destinationName: string;
  destinationAddress: string;
  destinationCity: string;
  destinationState: string;
  destinationZip: string;
  destinationBusinessHours?: string | null;
  destinationComments?: string | null;
  /** 'YYYY-MM-DD'. */
  earliestPickup: string;
  latestPickup: string;
  earliestDelivery?: string | null;
  latestDelivery?: string | null;
  twicRequired?: boolean;
  rushSold?: boolean;
  enclosedTruckRequired?: boolean;
  guaranteedPickup?: boolean;
  guaranteedDelivery?: boolean;
  /** What the driver's inspection asks for (issue 24); standard when not given. */
  inspectionKind?: InspectionKind;
}

export const MAX_VEHICLES = 10;

/** A posted load checked and completed: coordinates, miles and the vehicle summaries the board filters on. */
export interface CheckedLoad {
  load: PostedLoad & { miles: number; originLat: number; originLon: number; destinationLat: number; destinationLon: number };
  vehicles: Required<PostedVehicle>[];
}
