import { CityRanks } from '../../../src/server/services/loadSearch/cityRanks';
import { LoadColumns, type IndexedLoadRow } from '../../../src/server/services/loadSearch/columns';
import type { SearchFilter } from '../../../src/server/services/loadSearch/criteria';
import { LoadIndex } from '../../../src/server/services/loadSearch/loadIndex';
import { greatCircleMiles } from '../../../src/shared/geo';

const today = 20_000;

const row = (id: number, over: Partial<IndexedLoadRow> = {}): IndexedLoadRow => ({
  id, rate: 1000, miles: 500, vehicleCount: 3, totalWeightLbs: 9000, hasInoperable: 0, enclosedTruckRequired: 0,
  originCity: `City ${id % 7}`, originState: 'TX', originLat: 30 + (id % 10) / 4, originLon: -97 - (id % 13) / 4,
  destinationState: 'CA', destinationLat: 34, destinationLon: -118,
  earliestPickup: '2024-10-01', latestPickup: '2030-01-01', earliestDelivery: '2030-01-05',
  visibleToCarriersFrom: `2024-09-01T00:00:${String(id % 60).padStart(2, '0')}.000Z`, ...over,
});

const filter = (over: Partial<SearchFilter> = {}): SearchFilter => ({
  origin: { kind: 'anywhere' }, destination: { kind: 'anywhere' }, availableFromDay: null, availableThruDay: null,
  minPricePerMile: null, maxVehicles: null, maxWeightLbs: null, enclosedTruckRequired: null, inoperable: 'Any',
  minMiles: null, maxMiles: null, orderIds: null, sortField: 'Rate', sortAscending: true, after: null, ...over,
});

describe('compact load index', () => {
  test('a rate in cents is kept exactly, so the price per mile filter still tells it apart', () => {
    const index = new LoadIndex([row(1, { rate: 1000.5, miles: 1000 }), row(2, { rate: 1000, miles: 1000 })]);
    expect(index.query(filter({ minPricePerMile: 1.0005 }), today, 0, 10).ids).toEqual([1]);
    expect(index.query(filter({ minPricePerMile: 1.0005, minMiles: 900, maxMiles: 1000 }), today, 0, 10).ids).toEqual([1]);
  });

  test('a coordinate of more decimals than millionths is kept exactly at the edge of a radius', () => {
    // Rounded to millionths this latitude moves north, away from the centre: the load would fall outside.
    const lat = 35.123456789012;
    expect(Math.round(lat * 1e6) / 1e6).toBeGreaterThan(lat);
    const centre = { lat: 34, lon: -100 };
    const miles = greatCircleMiles(centre, { lat, lon: -100 });
    const index = new LoadIndex([row(1, { originLat: lat, originLon: -100 }), row(2)]);
    expect(index.query(filter({ origin: { kind: 'radius', ...centre, miles } }), today, 0, 10).ids).toEqual([1]);
  });

  test('whole rates, city ranks and coordinates of up to six decimals stay in 4-byte columns', () => {
    const columns = new LoadColumns(16, new CityRanks());
    columns.add(row(1, { originLat: 35.12345, originLon: -97.3 }));
    expect(columns.values.cityRank).toBeInstanceOf(Float32Array);
    expect(columns.values.rate).toBeInstanceOf(Int32Array);
    expect(columns.values.originLat).toBeInstanceOf(Int32Array);
    expect(columns.valueAt('originLat', 0)).toBe(35.12345);
    columns.add(row(2, { rate: 1000.25 }));
    expect(columns.values.rate).toBeInstanceOf(Float64Array);
    expect(Array.from(columns.values.rate.subarray(0, 2))).toEqual([1000, 1000.25]);
    columns.add(row(3, { originLat: 35.1234567 }));
    expect(columns.values.originLat).toBeInstanceOf(Float64Array);
    expect([0, 2].map((slot) => columns.valueAt('originLat', slot))).toEqual([35.12345, 35.1234567]);
  });

  test('vehicle counts stay in 1-byte and miles in 2-byte columns until a value they cannot hold, which is kept exactly', () => {
    const columns = new LoadColumns(16, new CityRanks());
    columns.add(row(1, { vehicleCount: 9, miles: 2_400 }));
    expect(columns.values.vehicleCount).toBeInstanceOf(Uint8Array);
    expect(columns.values.miles).toBeInstanceOf(Int16Array);
    columns.add(row(2, { vehicleCount: 300, miles: 40_000 }));
    expect(columns.values.vehicleCount).toBeInstanceOf(Float64Array);
    expect(columns.values.miles).toBeInstanceOf(Float64Array);
    expect([0, 1].map((slot) => [columns.valueAt('vehicleCount', slot), columns.valueAt('miles', slot)])).toEqual([[9, 2_400], [300, 40_000]]);
    const index = new LoadIndex([row(1, { vehicleCount: 9 }), row(2, { vehicleCount: 300, miles: 40_000 }), row(3, { vehicleCount: -1 })]);
    expect(index.query(filter({ maxVehicles: 299, sortField: 'Units' }), today, 0, 10).ids).toEqual([3, 1]);
    expect(index.query(filter({ minMiles: 32_768 }), today, 0, 10).ids).toEqual([2]);
  });

  test('the columns grow by an eighth while rows go in, never doubling', () => {
    const columns = new LoadColumns(1024, new CityRanks());
    for (let id = 1; id <= 20_000; id++) columns.add(row(id));
    expect(columns.capacity).toBeGreaterThanOrEqual(20_000);
    expect(columns.capacity).toBeLessThanOrEqual(Math.ceil(20_000 * 1.125) + 1024);
  });

  test('laying the index out again after many changes keeps every answer', () => {
    const first = Array.from({ length: 3_000 }, (_, i) => row(i + 1));
    const index = new LoadIndex(first);
    const changed = Array.from({ length: 2_500 }, (_, i) => row(i + 1, { rate: 500 + ((i * 37) % 1000), originState: 'OK' }));
    const removed = Array.from({ length: 200 }, (_, i) => 2_800 + i);
    index.apply(changed, removed);
    const fresh = new LoadIndex([...changed, ...first.slice(2_500, 2_800)]);
    expect(index.size).toBe(2_800);
    for (const search of [filter(), filter({ sortField: 'OriginCity', sortAscending: false }), filter({ origin: { kind: 'states', states: new Set(['OK']) } }),
      filter({ origin: { kind: 'radius', lat: 31, lon: -98, miles: 60 }, sortField: 'AvailableDate' })]) {
      expect(index.query(search, today, 0, 50)).toEqual(fresh.query(search, today, 0, 50));
    }
    expect(index.has(2_900)).toBe(false);
    expect(index.has(2_700)).toBe(true);
  });

  test('a load given twice is indexed once, as its later version', () => {
    const index = new LoadIndex([row(4, { rate: 700 }), row(5), row(4, { rate: 1100 })]);
    expect(index.size).toBe(2);
    expect(index.query(filter(), today, 0, 10)).toMatchObject({ ids: [5, 4], total: 2 });
  });

  test('loads whose latest pick-up day has passed are dropped', () => {
    const index = new LoadIndex([row(1, { latestPickup: '2024-01-01' }), row(2), row(3, { latestPickup: null })]);
    index.dropStale(today);
    expect(index.size).toBe(2);
    expect(index.has(1)).toBe(false);
    expect(index.has(3)).toBe(true);
  });
});
