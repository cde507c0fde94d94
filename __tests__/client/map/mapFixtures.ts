import type { LoadRecord, MapLoadRecord, SearchCriteria } from '../../../src/shared/loads';
import { latLngOfWorld, worldPoint, type LatLng } from '../../../src/client/features/map/viewport';

export const dallas: LatLng = { lat: 32.7767, lng: -96.797 };
export const chicago: LatLng = { lat: 41.8781, lng: -87.6298 };

export const dallasSearch: SearchCriteria = {
  originCity: 'Dallas',
  originState: 'TX',
  originGeoCodeLatitude: dallas.lat,
  originGeoCodeLongitude: dallas.lng,
  originGeoCodeMileRadius: 50,
};

export const aPin = (id: number, at: LatLng = dallas): MapLoadRecord => ({
  id,
  originLat: at.lat,
  originLon: at.lng,
  originCity: 'Dallas',
  originState: 'TX',
  rate: 900,
});

/** `count` pins at one place, ids from `firstId`. */
export const pinsAt = (count: number, at: LatLng = dallas, firstId = 1): MapLoadRecord[] =>
  Array.from({ length: count }, (_, index) => aPin(firstId + index, at));

/** The place `pixels` screen pixels east of `from` at `zoom` (Web Mercator, 256-pixel tiles). */
export function eastOf(from: LatLng, pixels: number, zoom: number): LatLng {
  const [x, y] = worldPoint(from);
  return latLngOfWorld([x + pixels / 2 ** zoom, y]);
}

export const aLoadRecord = (id: number, overrides: Partial<LoadRecord> = {}): LoadRecord => ({
  id,
  rate: 1250,
  miles: 640,
  vehicles: [{ year: 2021, make: 'Toyota', model: 'Camry', subModel: null, weight: '3300', inoperable: false }],
  orderStatus: 'Available',
  driverId: null,
  currentUserFavorite: false,
  numberOfFavorites: 0,
  assignedToCurrentCarrier: false,
  unAssigned: true,
  myLane: false,
  originName: 'North Dallas Auto Auction',
  originAddress: '1 Commerce St',
  originCity: 'Dallas',
  originState: 'TX',
  originZip: '75201',
  originLat: dallas.lat,
  originLon: dallas.lng,
  originBusinessHours: null,
  originComments: null,
  destinationName: 'Lakeside Motors',
  destinationAddress: '9 Lake Shore Dr',
  destinationCity: 'Chicago',
  destinationState: 'IL',
  destinationZip: '60601',
  destinationLat: chicago.lat,
  destinationLon: chicago.lng,
  destinationBusinessHours: null,
  destinationComments: null,
  earliestPickup: '2026-11-24T12:00:00',
  latestPickup: '2026-11-26T12:00:00',
  earliestDelivery: '2026-11-28T12:00:00',
  latestDelivery: '2026-11-30T12:00:00',
  scheduledPickup: null,
  scheduledDelivery: null,
  actualPickup: null,
  actualDelivery: null,
  twicRequired: false,
  rushSold: false,
  enclosedTruckRequired: false,
  guaranteedPickup: false,
  guaranteedDelivery: false,
  pickupLate: false,
  deliveryLate: false,
  ...overrides,
});
