import { Type } from '@fastify/type-provider-typebox';

/** shared/loads.ts LoadRecord and MapLoadRecord on the wire: every screen that lists loads answers these. */

const Text = Type.String();
const MaybeText = Type.Union([Type.String(), Type.Null()]);

export const VehicleRecordSchema = Type.Object({
  year: Type.Union([Type.Integer(), Type.Null()]),
  make: Text,
  model: Text,
  subModel: MaybeText,
  weight: MaybeText,
  inoperable: Type.Boolean(),
});

const place = (end: 'origin' | 'destination') => ({
  [`${end}Name`]: Text,
  [`${end}Address`]: Text,
  [`${end}City`]: Text,
  [`${end}State`]: Text,
  [`${end}Zip`]: Text,
  [`${end}Lat`]: Type.Number(),
  [`${end}Lon`]: Type.Number(),
  [`${end}BusinessHours`]: MaybeText,
  [`${end}Comments`]: MaybeText,
});

export const LoadRecordSchema = Type.Object({
  id: Type.Integer(),
  rate: Type.Number(),
  miles: Type.Number(),
  vehicles: Type.Array(VehicleRecordSchema),
  orderStatus: Type.Union(['Available', 'PendingPickup', 'InRoute', 'Delivered'].map((status) => Type.Literal(status))),
  driverId: Type.Union([Type.Integer(), Type.Null()]),
  currentUserFavorite: Type.Boolean(),
  numberOfFavorites: Type.Integer(),
  assignedToCurrentCarrier: Type.Boolean(),
  unAssigned: Type.Boolean(),
  myLane: Type.Boolean(),
  ...place('origin'),
  ...place('destination'),
  earliestPickup: MaybeText,
  latestPickup: MaybeText,
  earliestDelivery: MaybeText,
  latestDelivery: MaybeText,
  scheduledPickup: MaybeText,
  scheduledDelivery: MaybeText,
  actualPickup: MaybeText,
  actualDelivery: MaybeText,
  twicRequired: Type.Boolean(),
  rushSold: Type.Boolean(),
  enclosedTruckRequired: Type.Boolean(),
  guaranteedPickup: Type.Boolean(),
  guaranteedDelivery: Type.Boolean(),
  pickupLate: Type.Boolean(),
  deliveryLate: Type.Boolean(),
});

export const MapLoadRecordSchema = Type.Object({
  id: Type.Integer(),
  originLat: Type.Number(),
  originLon: Type.Number(),
  originCity: Text,
  originState: Text,
  rate: Type.Number(),
});
