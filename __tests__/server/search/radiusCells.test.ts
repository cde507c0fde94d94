import { prng } from '../../../bench/prng';
import type { IndexedLoadRow } from '../../../src/server/services/loadSearch/columns';
import type { SearchFilter } from '../../../src/server/services/loadSearch/criteria';
import { SearchCircle } from '../../../src/server/services/loadSearch/distance';
import { LoadIndex } from '../../../src/server/services/loadSearch/loadIndex';
import { greatCircleMiles } from '../../../src/shared/geo';

const today = 20_000;

const row = (id: number, origin: [number, number], destination: [number, number]): IndexedLoadRow => ({
  id, rate: 1000, miles: 500, vehicleCount: 3, totalWeightLbs: 9000, hasInoperable: 0, enclosedTruckRequired: 0,
  originCity: `City ${id % 7}`, originState: 'TX', originLat: origin[0], originLon: origin[1],
  destinationState: 'CA', destinationLat: destination[0], destinationLon: destination[1],
  earliestPickup: '2024-10-01', latestPickup: '2030-01-01', earliestDelivery: '2030-01-05', visibleToCarriersFrom: '2024-09-01T00:00:00.000Z',
});

const anywhere = { kind: 'anywhere' } as const;
const filter = (over: Partial<SearchFilter>): SearchFilter => ({
  origin: anywhere, destination: anywhere, availableFromDay: null, availableThruDay: null, minPricePerMile: null, maxVehicles: null,
  maxWeightLbs: null, enclosedTruckRequired: null, inoperable: 'Any', minMiles: null, maxMiles: null, orderIds: null,
  sortField: 'Rate', sortAscending: true, after: null, ...over,
});

/** Points around each centre: scattered, on half-degree cell edges and corners, and on the far side of ±180°. */
function pointsAround(centres: readonly [number, number][], random: () => number): [number, number][] {
  const points: [number, number][] = [];
  for (const [lat, lon] of centres) {
    for (let i = 0; i < 1_500; i++) points.push([lat + (random() - 0.5) * 12, lon + (random() - 0.5) * 16]);
    for (let i = 0; i < 400; i++) {
      const edgeLat = Math.round((lat + (random() - 0.5) * 10) * 2) / 2;
      const edgeLon = Math.round((lon + (random() - 0.5) * 14) * 2) / 2;
      points.push([edgeLat, edgeLon], [edgeLat, lon + (random() - 0.5) * 14], [lat + (random() - 0.5) * 10, edgeLon]);
    }
  }
  return points.map(([lat, lon]) => [Math.max(-90, Math.min(90, lat)), ((((lon + 180) % 360) + 360) % 360) - 180]);
}

describe('radius search by half-degree cells', () => {
  const random = prng(2026_11_27);
  const centres: [number, number][] = [[32.78, -96.8], [40.5, -74], [64.2, -149.5], [-36.85, 174.76], [0.2, 179.9]];
  const origins = pointsAround(centres, random);
  const destinations = [...origins].sort(() => random() - 0.5);
  const rows = origins.map((origin, i) => row(i + 1, origin, destinations[i]));
  const index = new LoadIndex(rows);

  test('a radius search finds exactly the loads whose distance is within the radius, in whole cells and crossed ones', () => {
    for (const [lat, lon] of centres) {
      for (const miles of [0, 10, 50, 120, 200, 400]) {
        for (const end of ['origin', 'destination'] as const) {
          const circle = { kind: 'radius', lat, lon, miles } as const;
          const found = index.query(filter({ [end]: circle }), today, 0, rows.length).ids.sort((a, b) => a - b);
          const expected = rows.filter((load) => greatCircleMiles({ lat, lon }, { lat: load[`${end}Lat`], lon: load[`${end}Lon`] }) <= miles).map((load) => load.id);
          expect({ lat, lon, miles, end, found }).toEqual({ lat, lon, miles, end, found: expected });
        }
      }
    }
  });

  test('a load exactly at the radius on a cell corner is found, and one a hair beyond is not', () => {
    const corner: [number, number] = [33, -96.5];
    const miles = greatCircleMiles({ lat: 32.78, lon: -96.8 }, { lat: corner[0], lon: corner[1] });
    const edgeIndex = new LoadIndex([row(1, corner, corner), row(2, [corner[0] + 1e-6, corner[1]], [corner[0] + 1e-6, corner[1]])]);
    for (const end of ['origin', 'destination'] as const) {
      expect(edgeIndex.query(filter({ [end]: { kind: 'radius', lat: 32.78, lon: -96.8, miles } }), today, 0, 10).ids).toEqual([1]);
    }
  });

  test('a circle holds a box only when every point of the box lies inside it', () => {
    const circle = new SearchCircle(39.1, -94.6, 150);
    let held = 0;
    for (let i = 0; i < 400; i++) {
      const south = 36 + random() * 6;
      const west = -98 + random() * 7;
      if (!circle.holdsBox(south, south + 0.5, west, west + 0.5)) continue;
      held++;
      for (let k = 0; k < 50; k++) {
        const point = { lat: south + random() * 0.5, lon: west + random() * 0.5 };
        expect(greatCircleMiles({ lat: 39.1, lon: -94.6 }, point)).toBeLessThanOrEqual(150);
      }
    }
    expect(held).toBeGreaterThan(20);
    // The box's north-east corner lies just outside.
    const outside = 39.1 + 150 / 69.05;
    expect(circle.holdsBox(38.5, outside, -94.7, -94.5)).toBe(false);
    expect(new SearchCircle(39.1, -94.6, -1).holdsBox(39, 39.1, -94.7, -94.6)).toBe(false);
  });
});
