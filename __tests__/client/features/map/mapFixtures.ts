import { aLoad, aVehicle } from '../../support/loads';
import type { LoadRecord, MapLoadRecord, SearchCriteria } from '../../../../src/shared/loads';
import { latLngOfWorld, worldPoint, type LatLng } from '../../../../src/client/features/map/viewport';

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

/** A Dallas to Chicago load for popups; the shared test load otherwise. */
export const aLoadRecord = (id: number, overrides: Partial<LoadRecord> = {}): LoadRecord =>
  aLoad({
    id,
    miles: 640,
    vehicles: [aVehicle({ year: 2021, subModel: null })],
    originLat: dallas.lat,
    originLon: dallas.lng,
    destinationCity: 'Chicago',
    destinationState: 'IL',
    destinationZip: '60601',
    destinationLat: chicago.lat,
    destinationLon: chicago.lng,
    earliestPickup: '2026-11-24T12:00:00',
    latestPickup: '2026-11-26T12:00:00',
    earliestDelivery: '2026-11-28T12:00:00',
    latestDelivery: '2026-11-30T12:00:00',
    ...overrides,
  });
