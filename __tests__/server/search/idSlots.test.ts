import { IdSlots } from '../../../src/server/services/loadSearch/idSlots';
import { prng } from '../../../bench/prng';

describe('load id to slot table', () => {
  test('an id set is found with its slot; an id never set is not', () => {
    const table = new IdSlots();
    table.set(7, 70);
    table.set(-3, 0);
    expect(table.get(7)).toBe(70);
    expect(table.get(-3)).toBe(0);
    expect(table.get(8)).toBeUndefined();
    expect(table.has(7)).toBe(true);
    expect(table.size).toBe(2);
  });

  test('setting an id again replaces its slot without adding an entry', () => {
    const table = new IdSlots();
    table.set(5, 1);
    table.set(5, 9);
    expect(table.get(5)).toBe(9);
    expect(table.size).toBe(1);
  });

  test('removing an id keeps every id that probed past it findable (backward shift, no tombstones)', () => {
    const table = new IdSlots();
    // Twelve ids in sixteen places: removals land inside runs of probes.
    const ids = Array.from({ length: 12 }, (_, i) => i * 16);
    ids.forEach((id, slot) => table.set(id, slot));
    for (const removed of [ids[0], ids[5], ids[11]]) {
      expect(table.delete(removed)).toBe(true);
      expect(table.get(removed)).toBeUndefined();
    }
    ids.forEach((id, slot) => { if (![0, 5, 11].includes(slot)) expect(table.get(id)).toBe(slot); });
    expect(table.delete(ids[0])).toBe(false);
    expect(table.size).toBe(9);
  });

  test('the table doubles past three quarters full and keeps every entry', () => {
    const table = new IdSlots();
    expect(table.places).toBe(16);
    for (let id = 1; id <= 12; id++) table.set(id * 1000, id);
    expect(table.places).toBe(16);
    table.set(13_000, 13);
    expect(table.places).toBe(32);
    for (let id = 1; id <= 13; id++) expect(table.get(id * 1000)).toBe(id);
  });

  test('a table sized for its ids does not grow while they go in', () => {
    const table = new IdSlots(1000);
    const places = table.places;
    for (let id = 0; id < 1000; id++) table.set(id, id);
    expect(table.places).toBe(places);
    expect(places).toBeLessThanOrEqual(2048);
  });

  test.each([['hashed', 3_000_000], ['direct', 3_000]])('after random sets and removals it answers as a Map does (%s)', (_form, spread) => {
    const random = prng(23);
    const table = new IdSlots();
    const map = new Map<number, number>();
    for (let step = 0; step < 20_000; step++) {
      const id = Math.floor(random() * 3_000) * (spread / 3_000);
      if (random() < 0.4) expect(table.delete(id)).toBe(map.delete(id));
      else {
        table.set(id, step);
        map.set(id, step);
      }
    }
    expect(table.size).toBe(map.size);
    for (let i = 0; i < 3_000; i++) expect(table.get(i * (spread / 3_000))).toBe(map.get(i * (spread / 3_000)));
    expect(table.form).toBe(_form === 'direct' ? 'direct' : 'hash');
  });

  test('ids in a range at most twice the places a hash would need are kept directly, 4 bytes an id', () => {
    const table = new IdSlots();
    for (let id = 5_000; id < 6_000; id++) table.set(id, id - 5_000);
    expect(table.form).toBe('direct');
    expect(table.places).toBeLessThan(2 * 2048);
    for (let id = 5_000; id < 6_000; id++) expect(table.get(id)).toBe(id - 5_000);
    expect(table.get(4_999)).toBeUndefined();
    expect(table.get(-1)).toBeUndefined();
  });

  test('ids arriving in order keep the table direct, an eighth over their range at most', () => {
    const table = new IdSlots();
    for (let id = 1; id <= 100_000; id++) table.set(id, id);
    expect(table.form).toBe('direct');
    expect(table.places).toBeLessThanOrEqual(Math.ceil(100_000 * 1.125) + 1_024);
    expect([table.get(1), table.get(100_000), table.size]).toEqual([1, 100_000, 100_000]);
  });

  test('sparse ids stay hashed, and a direct table meeting a far id turns to a hash', () => {
    const sparse = new IdSlots();
    for (let i = 0; i < 1_000; i++) sparse.set(i * 1_000, i);
    expect(sparse.form).toBe('hash');
    const table = new IdSlots(1_000, { low: 1, high: 1_000 });
    expect(table.form).toBe('direct');
    for (let id = 1; id <= 1_000; id++) table.set(id, id);
    table.set(50_000_000, 7);
    expect(table.form).toBe('hash');
    for (let id = 1; id <= 1_000; id++) expect(table.get(id)).toBe(id);
    expect(table.get(50_000_000)).toBe(7);
  });

  test('a direct table widens for ids past either end of its range and keeps every entry', () => {
    const table = new IdSlots(1_000, { low: 10_000, high: 11_000 });
    expect(table.form).toBe('direct');
    for (let id = 10_000; id <= 11_000; id++) table.set(id, id);
    table.set(9_500, 1);
    table.set(12_500, 2);
    expect(table.form).toBe('direct');
    expect([table.get(9_500), table.get(12_500), table.get(10_500)]).toEqual([1, 2, 10_500]);
    expect(table.size).toBe(1_003);
  });

  test('ids and slots that are no 32-bit integers are refused, and not found', () => {
    const table = new IdSlots();
    expect(() => table.set(2 ** 31, 1)).toThrow(RangeError);
    expect(() => table.set(1.5, 1)).toThrow(RangeError);
    expect(() => table.set(1, -1)).toThrow(RangeError);
    expect(table.get(2 ** 31)).toBeUndefined();
  });
});
