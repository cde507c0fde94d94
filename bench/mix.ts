import { SEARCH_SORT_FIELDS } from '../src/shared/constants';
import { REGIONS } from '../src/shared/regions';
import { usAndCanadianCities } from '../src/server/services/gazetteer/cities';
import { prng } from './prng';

/** A fixed, seeded mix of realistic searches: what carriers type on the Find Loads screen. */

export interface BenchQuery {
  criteria: Record<string, unknown>;
  pageNumber: number;
  pageSize: number;
}

const isoDay = (today: Date, days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export function searchMix(count: number, seed: number, today: Date): BenchQuery[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const chance = (p: number) => random() < p;
  const cities = usAndCanadianCities().filter((city) => city.population >= 100_000 && city.country === 'US');
  const states = [...new Set(cities.map((city) => city.state))];
  const near = (end: 'origin' | 'destination') => {
    const city = pick(cities);
    return {
      [`${end}City`]: city.name, [`${end}State`]: city.state,
      [`${end}GeoCodeLatitude`]: city.lat, [`${end}GeoCodeLongitude`]: city.lon,
      [`${end}GeoCodeMileRadius`]: pick([50, 50, 75, 100, 150, 200]),
    };
  };
  return Array.from({ length: count }, () => {
    const roll = random();
    let criteria: Record<string, unknown>;
    if (roll < 0.4) criteria = { ...near('origin'), ...(chance(0.3) ? { destinationState: pick(states), destinations: [] } : {}) };
    else if (roll < 0.55) criteria = { ...near('origin'), ...near('destination') };
    else if (roll < 0.65) criteria = { ...near('destination') };
    else if (roll < 0.8) { const state = pick(states); criteria = { originState: state, origins: [state] }; }
    else if (roll < 0.9) criteria = { originState: pick(REGIONS)[chance(0.5) ? 'field' : 'value'], destinationState: chance(0.5) ? pick(REGIONS).value : 'Anywhere' };
    else criteria = { originState: 'Anywhere' };
    if (chance(0.5)) {
      const start = Math.floor(random() * 10);
      criteria.availableFrom = isoDay(today, start);
      criteria.availableThru = isoDay(today, start + 1 + Math.floor(random() * 7));
    }
    if (chance(0.25)) criteria.minPricePerMile = pick([0.5, 1, 1.5, 2]);
    if (chance(0.25)) criteria.maxVehicles = pick([1, 2, 3, 5, 8]);
    if (chance(0.15)) criteria.maxWeightLbs = pick([10_000, 20_000, 30_000]);
    if (chance(0.15)) criteria.enclosedTruckRequired = chance(0.3);
    if (chance(0.2)) criteria.inOperableVehiclesQueryType = pick(['Operable', 'InOperable']);
    if (chance(0.75)) {
      criteria.sortField = pick(SEARCH_SORT_FIELDS);
      criteria.sortAscending = chance(0.5);
    }
    return { criteria, pageNumber: 1 + Math.floor(random() * 5), pageSize: 20 };
  });
}
