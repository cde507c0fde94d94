import { greatCircleMiles } from '../../src/shared/geo';

describe('greatCircleMiles', () => {
  test('New York to Los Angeles is about 2,450 miles as the crow flies', () => {
    const miles = greatCircleMiles({ lat: 40.7128, lon: -74.006 }, { lat: 34.0522, lon: -118.2437 });
    expect(miles).toBeGreaterThan(2440);
    expect(miles).toBeLessThan(2455);
  });

  test('a place is 0 miles from itself and distance is the same both ways', () => {
    const detroit = { lat: 42.3314, lon: -83.0458 };
    const toronto = { lat: 43.6532, lon: -79.3832 };
    expect(greatCircleMiles(detroit, detroit)).toBe(0);
    expect(greatCircleMiles(detroit, toronto)).toBeCloseTo(greatCircleMiles(toronto, detroit), 9);
  });
});
