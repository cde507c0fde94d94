import { Type, type Static } from '@sinclair/typebox';
import { DriverRecordSchema } from './driver';
import { InspectionKindSchema } from './inspection';

/*
 * A load on the wire (loads spec section 3), declared once: the carrier's record, and the driver's, map's and
 * desk's records picked from it. The client imports these types only (`import type`), never the schemas.
 */

const Text = Type.String();
const MaybeText = Type.Union([Type.String(), Type.Null()]);

export const OrderStatusSchema = Type.Union([
  Type.Literal('Available'), Type.Literal('PendingPickup'), Type.Literal('InRoute'), Type.Literal('Delivered'),
]);

/**
 * What a carrier reads as the status of a load another carrier has claimed since (issue 21): that carrier's
 * progress is not the reader's business, only that the load has left the board.
 */
export const NO_LONGER_AVAILABLE_STATUS = 'NoLongerAvailable';

const CarrierOrderStatusSchema = Type.Union([...OrderStatusSchema.anyOf, Type.Literal(NO_LONGER_AVAILABLE_STATUS)]);

export const VehicleRecordSchema = Type.Object({
  year: Type.Union([Type.Integer(), Type.Null()]),
  make: Text,
  model: Text,
  subModel: MaybeText,
  /** Pounds as text, or null when unknown. */
  weight: MaybeText,
  inoperable: Type.Boolean(),
});

/** What one carrier's view adds to a load: its favourites, its claim and its lanes. */
export const CARRIER_VIEW_FIELDS = ['currentUserFavorite', 'numberOfFavorites', 'assignedToCurrentCarrier', 'unAssigned', 'myLane'] as const;

export const LoadPlacesSchema = Type.Object({
  originName: Text,
  originAddress: Text,
  originCity: Text,
  originState: Text,
  originZip: Text,
  originLat: Type.Number(),
  originLon: Type.Number(),
  originBusinessHours: MaybeText,
  originComments: MaybeText,
  destinationName: Text,
  destinationAddress: Text,
  destinationCity: Text,
  destinationState: Text,
  destinationZip: Text,
  destinationLat: Type.Number(),
  destinationLon: Type.Number(),
  destinationBusinessHours: MaybeText,
  destinationComments: MaybeText,
});

/**
 * Each stop's IANA zone ('America/New_York'), named by the server from the place's coordinates: scheduled and
 * actual times are that place's local times, entered and shown on its clock (src/shared/placeTime.ts).
 */
export const LoadZonesSchema = Type.Object({
  originTimeZone: Text,
  destinationTimeZone: Text,
});

/** The shipper's windows are dates ('YYYY-MM-DD'); scheduled and actual times are instants. */
export const LoadTimesSchema = Type.Object({
  earliestPickup: MaybeText,
  latestPickup: MaybeText,
  earliestDelivery: MaybeText,
  latestDelivery: MaybeText,
  scheduledPickup: MaybeText,
  scheduledDelivery: MaybeText,
  actualPickup: MaybeText,
  actualDelivery: MaybeText,
});

export const LoadFlagsSchema = Type.Object({
  twicRequired: Type.Boolean(),
  rushSold: Type.Boolean(),
  enclosedTruckRequired: Type.Boolean(),
  guaranteedPickup: Type.Boolean(),
  guaranteedDelivery: Type.Boolean(),
  pickupLate: Type.Boolean(),
  deliveryLate: Type.Boolean(),
});

/** A load as every carrier screen reads it: search results, lists and detail. */
export const LoadRecordSchema = Type.Object({
  id: Type.Integer(),
  rate: Type.Number(),
  miles: Type.Number(),
  vehicles: Type.Array(VehicleRecordSchema),
  orderStatus: CarrierOrderStatusSchema,
  driverId: Type.Union([Type.Integer(), Type.Null()]),
  currentUserFavorite: Type.Boolean(),
  numberOfFavorites: Type.Integer(),
  assignedToCurrentCarrier: Type.Boolean(),
  unAssigned: Type.Boolean(),
  myLane: Type.Boolean(),
  ...LoadPlacesSchema.properties,
  ...LoadZonesSchema.properties,
  ...LoadTimesSchema.properties,
  ...LoadFlagsSchema.properties,
});

/** `POST CarrierLoads/get/{id}`: the load and, on the carrier's own load, its driver (null when none or unknown). */
export const LoadDetailRecordSchema = Type.Object({
  ...LoadRecordSchema.properties,
  driver: Type.Union([DriverRecordSchema, Type.Null()]),
});

/** What a favourite write answers, so the card can show the new count. */
export const FavoriteStateSchema = Type.Pick(LoadRecordSchema, ['currentUserFavorite', 'numberOfFavorites']);

/** The load-number box's answer (loads spec 3, Load presence answer). */
export const LoadPresenceSchema = Type.Pick(LoadRecordSchema, ['id', 'assignedToCurrentCarrier', 'unAssigned']);

/** The lighter record of `view=map`: enough for a pin and its cluster. */
export const MapLoadRecordSchema = Type.Pick(LoadRecordSchema, ['id', 'originLat', 'originLon', 'originCity', 'originState', 'rate']);

/** The places, windows and times of a load, as on the carrier's load record. */
export const DRIVER_LOAD_FIELDS = [
  'id',
  'originName', 'originAddress', 'originCity', 'originState', 'originZip',
  'destinationName', 'destinationAddress', 'destinationCity', 'destinationState', 'destinationZip',
  'originTimeZone', 'destinationTimeZone',
  'earliestPickup', 'latestPickup', 'earliestDelivery', 'latestDelivery',
  'scheduledPickup', 'scheduledDelivery', 'actualPickup', 'actualDelivery',
  'vehicles',
] as const;

export const DriverLoadStatusSchema = Type.Union([Type.Literal('PendingPickup'), Type.Literal('InRoute'), Type.Literal('Delivered')]);

/** A load as its driver sees it: where, when and what, with no pay and nothing of other drivers. */
export const DriverLoadRecordSchema = Type.Object({
  ...Type.Pick(LoadRecordSchema, DRIVER_LOAD_FIELDS).properties,
  orderStatus: DriverLoadStatusSchema,
  receivedBy: MaybeText,
  inspectionKind: InspectionKindSchema,
});

/** The driver's page: who the driver is, for which carrier, and the driver's loads. */
export const DriverLoadsReplySchema = Type.Object({
  driverName: Text,
  carrierName: Text,
  records: Type.Array(DriverLoadRecordSchema),
});

/**
 * A load on its public page (/l/{slug}, issue 22): what the board shows every carrier about where, when, what and
 * for how much, without the exact addresses, the lot's comments or anything of a carrier.
 */
export const PUBLIC_LOAD_FIELDS = [
  'id', 'rate', 'miles', 'vehicles',
  'originCity', 'originState', 'destinationCity', 'destinationState',
  'earliestPickup', 'latestPickup', 'earliestDelivery', 'latestDelivery',
  'twicRequired', 'rushSold', 'enclosedTruckRequired', 'guaranteedPickup', 'guaranteedDelivery',
] as const;

export const PublicLoadRecordSchema = Type.Pick(LoadRecordSchema, PUBLIC_LOAD_FIELDS);

/** The address of a load's public page, as the configured origin names it. */
export const LoadShareLinkSchema = Type.Object({ url: Text });

export type OrderStatus = Static<typeof OrderStatusSchema>;
export type VehicleRecord = Static<typeof VehicleRecordSchema>;
export type LoadPlaces = Static<typeof LoadPlacesSchema>;
export type LoadTimes = Static<typeof LoadTimesSchema>;
export type LoadZones = Static<typeof LoadZonesSchema>;
export type LoadFlags = Static<typeof LoadFlagsSchema>;
export type LoadRecord = Static<typeof LoadRecordSchema>;
export type LoadDetailRecord = Static<typeof LoadDetailRecordSchema>;
export type LoadPresence = Static<typeof LoadPresenceSchema>;
export type FavoriteState = Static<typeof FavoriteStateSchema>;
export type MapLoadRecord = Static<typeof MapLoadRecordSchema>;
export type DriverLoadStatus = Static<typeof DriverLoadStatusSchema>;
export type DriverLoadRecord = Static<typeof DriverLoadRecordSchema>;
export type DriverLoadsReply = Static<typeof DriverLoadsReplySchema>;
export type PublicLoadRecord = Static<typeof PublicLoadRecordSchema>;
export type LoadShareLink = Static<typeof LoadShareLinkSchema>;
