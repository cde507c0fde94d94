import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { citiesWithPopulationAtLeast, stateCodeFor, usAndCanadianCities } from '../../../src/server/services/gazetteer/cities';

describe('the US and Canadian gazetteer', () => {
  test('Canadian numeric admin codes map to province codes and US codes pass through', () => {
    expect(stateCodeFor('CA', '08')).toBe('ON');
    expect(stateCodeFor('CA', '10')).toBe('QC');
    expect(stateCodeFor('CA', '02')).toBe('BC');
    expect(stateCodeFor('US', 'MI')).toBe('MI');
    expect(stateCodeFor('MX', 'CMX')).toBeNull();
  });

  test('it holds only US and Canadian cities, each with a two-letter state or province', () => {
    const cities = usAndCanadianCities();
    expect(cities.length).toBeGreaterThan(10_000);
    expect(cities.every((city) => (city.country === 'US' || city.country === 'CA') && /^[A-Z]{2}$/.test(city.state))).toBe(true);
  });

  test('big cities carry their coordinates and population', () => {
    const toronto = citiesWithPopulationAtLeast(20_000).find((city) => city.name === 'Toronto' && city.state === 'ON');
    expect(toronto).toMatchObject({ country: 'CA' });
    expect(toronto!.lat).toBeCloseTo(43.7, 0);
    expect(toronto!.lon).toBeCloseTo(-79.4, 0);
    expect(toronto!.population).toBeGreaterThan(1_000_000);
  });

  // In a process of its own: jest's module registry is not Node's require cache, whose hold on the package is the point.
  test('once decoded, only the US and Canadian cities stay in memory, not the 140,000 world cities of the data package', () => {
    const cities = path.resolve(__dirname, '../../../src/server/services/gazetteer/cities.ts');
    const script = `
      const heap = () => { global.gc(); global.gc(); return process.memoryUsage().heapUsed; };
      const before = heap();
      const count = require(${JSON.stringify(cities)}).usAndCanadianCities().length;
      console.log(JSON.stringify({ count, megabytes: (heap() - before) / 2 ** 20 }));`;
    const output = execFileSync(process.execPath, ['--expose-gc', '--require', 'tsx/cjs', '-e', script], { encoding: 'utf8' });
    const { count, megabytes } = JSON.parse(output) as { count: number; megabytes: number };
    expect(count).toBeGreaterThan(10_000);
    // The whole package decoded is about 48 MB of heap; our cities are about 4.
    expect(megabytes).toBeLessThan(12);
  });
});
