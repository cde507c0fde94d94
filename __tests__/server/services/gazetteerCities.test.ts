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
});
