import type { LocationResult } from '../../../shared/loads';
import { CANADIAN_PROVINCES, US_STATES } from '../../../shared/states';
import type { City, Country } from './cities';
import { normalizeName } from './names';

/** A city, state or province as location search offers it. */
export interface Place {
  result: LocationResult;
  /** Index form of the name (names.ts). */
  key: string;
  /** Ranks prefix matches; for a state or province the people of all its cities. */
  population: number;
}

const countryNames: Record<Country, string> = { US: 'USA', CA: 'Canada' };
const stateNames = new Map([...US_STATES, ...CANADIAN_PROVINCES].map((state) => [state.code, state.name]));
const canadianCodes = new Set(CANADIAN_PROVINCES.map((province) => province.code));

/** What kind of place the detail label calls it. */
function kindOf(code: string): string {
  if (code === 'DC') return 'District';
  if (code === 'PR') return 'Territory';
  if (['YT', 'NT', 'NU'].includes(code)) return 'Territory';
  return canadianCodes.has(code) ? 'Province' : 'State';
}

export function stateName(code: string): string {
  return stateNames.get(code) ?? code;
}

export function cityPlace(city: City): Place {
  return {
    key: normalizeName(city.name),
    population: city.population,
    result: {
      largeLabel: `${city.name}, ${city.state}`,
      detailLabel: `${city.name}, ${stateName(city.state)}, ${countryNames[city.country]}`,
      isState: false,
      latitude: city.lat,
      longitude: city.lon,
      city: city.name,
      state: city.state,
      country: city.country,
    },
  };
}

/**
 * States and provinces, placed at the population-weighted centre of their cities: where the loads are,
 * which is what a state search centred on a map wants (and what no shipped table would give for Nunavut).
 */
export function statePlaces(cities: readonly City[]): Place[] {
  const totals = new Map<string, { people: number; lat: number; lon: number; country: Country }>();
  for (const city of cities) {
    const total = totals.get(city.state) ?? { people: 0, lat: 0, lon: 0, country: city.country };
    total.people += city.population;
    total.lat += city.lat * city.population;
    total.lon += city.lon * city.population;
    totals.set(city.state, total);
  }
  const places: Place[] = [];
  for (const [code, name] of stateNames) {
    const total = totals.get(code);
    if (!total || total.people === 0) continue;
    const country: Country = canadianCodes.has(code) ? 'CA' : 'US';
    places.push({
      key: normalizeName(name),
      population: total.people,
      result: {
        largeLabel: name,
        detailLabel: `${kindOf(code)}, ${countryNames[country]}`,
        isState: true,
        latitude: round(total.lat / total.people),
        longitude: round(total.lon / total.people),
        city: null,
        state: code,
        country,
      },
    });
  }
  return places;
}

const round = (degrees: number) => Math.round(degrees * 1e4) / 1e4;
