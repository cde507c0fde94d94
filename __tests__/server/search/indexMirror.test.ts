import { MessageChannel } from 'node:worker_threads';
import type { IndexedLoadRow } from '../../../src/server/services/loadSearch/columns';
import { readSearchFilter } from '../../../src/server/services/loadSearch/criteria';
import { LoadIndex } from '../../../src/server/services/loadSearch/loadIndex';
import { IndexMirror } from '../../../src/server/services/loadSearch/threads/indexMirror';

const today = 20_000;

const row = (id: number, over: Partial<IndexedLoadRow> = {}): IndexedLoadRow => ({
  id, rate: 100 * id, miles: 500, vehicleCount: 1 + (id % 9), totalWeightLbs: 9000, hasInoperable: 0, enclosedTruckRequired: 0,
  originCity: `City ${id % 40}`, originState: ['TX', 'OK', 'CO'][id % 3], originLat: 30 + (id % 10) / 4, originLon: -97 - (id % 13) / 4,
  destinationState: 'CA', destinationLat: 34 + (id % 7) / 3, destinationLon: -118 + (id % 5) / 3,
  earliestPickup: '2024-10-01', latestPickup: '2030-01-01', earliestDelivery: '2030-01-05',
  visibleToCarriersFrom: `2024-09-01T00:00:${String(id % 60).padStart(2, '0')}.000Z`, ...over,
});

const searches = [
  { SortField: 'Rate', SortAscending: false },
  { OriginState: 'OK', SortField: 'OriginCity' },
  { OriginGeoCodeLatitude: 31, OriginGeoCodeLongitude: -98, OriginGeoCodeMileRadius: 120, MaxVehicles: 5 },
  { DestinationGeoCodeLatitude: 35, DestinationGeoCodeLongitude: -117.5, DestinationGeoCodeMileRadius: 60, SortField: 'Miles' },
];

/** An index shared with a mirror in this thread, as the main thread shares it with an HTTP thread. */
function sharedIndex(rows: IndexedLoadRow[]) {
  const index = new LoadIndex(rows);
  const cells = new Int32Array(new SharedArrayBuffer(12));
  index.shareCells(cells);
  const { port1, port2 } = new MessageChannel();
  index.addMirror(port1);
  const mirror = new IndexMirror(port2, cells);
  return { index, cells, mirror, close: () => { port1.close(); port2.close(); } };
}

describe('the index read in place by another thread', () => {
  test('a query read in place answers what the index answers, at its version', () => {
    const { index, mirror, close } = sharedIndex(Array.from({ length: 3_000 }, (_, i) => row(i + 1)));
    for (const criteria of searches) {
      const filter = readSearchFilter(criteria);
      expect(mirror.query(filter, today, 10, 20)).toEqual({ ...index.query(filter, today, 10, 20), version: index.version });
    }
    close();
  });

  test('a query after a change reads the changed index: new loads, loads gone, and a fresh layout', () => {
    const { index, mirror, close } = sharedIndex(Array.from({ length: 3_000 }, (_, i) => row(i + 1)));
    const byRate = readSearchFilter({ SortField: 'Rate', SortAscending: false });
    index.apply([row(90_000, { rate: 10_000_000 })], [3_000]);
    expect(mirror.query(byRate, today, 0, 2)?.ids).toEqual([90_000, 2_999]);
    // Enough new loads that the index lays itself out afresh (new arrays, new grids and orders).
    index.apply(Array.from({ length: 2_500 }, (_, i) => row(100_000 + i, { originState: 'NM', originCity: `Town ${i}` })), []);
    for (const criteria of [...searches, { OriginState: 'NM', SortField: 'OriginCity' }]) {
      const filter = readSearchFilter(criteria);
      expect(mirror.query(filter, today, 0, 30)).toEqual({ ...index.query(filter, today, 0, 30), version: index.version });
    }
    close();
  });

  test('a query that meets a change under way is not read in place (the main thread answers it)', () => {
    const { cells, mirror, close } = sharedIndex(Array.from({ length: 100 }, (_, i) => row(i + 1)));
    const filter = readSearchFilter({ SortField: 'Rate' });
    expect(mirror.query(filter, today, 0, 5)).not.toBeNull();
    // What LoadIndex.apply does first: the count of changes turns odd until the change has ended.
    Atomics.add(cells, 1, 1);
    expect(mirror.query(filter, today, 0, 5)).toBeNull();
    Atomics.add(cells, 1, 1);
    expect(mirror.query(filter, today, 0, 5)).not.toBeNull();
    close();
  });

  test('the index\'s arrays are in shared memory, so a layout sent to another thread copies none of them', () => {
    const { index, close } = sharedIndex(Array.from({ length: 3_000 }, (_, i) => row(i + 1, { id: i * 3 + 1 })));
    const unshared: string[] = [];
    const walk = (value: unknown, path: string, seen: Set<unknown>) => {
      if (value === null || typeof value !== 'object' || seen.has(value)) return;
      seen.add(value);
      if (ArrayBuffer.isView(value)) {
        if (value.byteLength > 0 && !(value.buffer instanceof SharedArrayBuffer)) unshared.push(path);
        return;
      }
      if (value instanceof Map) return;
      for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`, seen);
    };
    walk((index as unknown as { view: unknown }).view, 'view', new Set());
    expect(unshared).toEqual([]);
    close();
  });
});
