import type { LatLon } from '../../../shared/geo';
import { usAndCanadianCities } from './cities';
import { normalizeName } from './names';

let byCityAndState: Map<string, LatLon & { population: number }> | null = null;

const keyOf = (city: string, state: string) => `${normalizeName(city)}|${state.trim().toUpperCase()}`;

/** Built on first use from the same cities as location search; the most populous place of a name wins. */
function cityTable(): Map<string, LatLon & { population: number }> {
  if (byCityAndState) return byCityAndState;
  const table = new Map<string, LatLon & { population: number }>();
  for (const city of usAndCanadianCities()) {
    const key = keyOf(city.name, city.state);
    const known = table.get(key);
    if (!known || known.population < city.population) table.set(key, { lat: city.lat, lon: city.lon, population: city.population });
  }
  byCityAndState = table;
  return table;
}

/** The coordinates of a city in a state or province ('St. Louis', 'MO'), or null when the gazetteer has no such place. */
export function geocodeCity(city: string, state: string): LatLon | null {
  const found = cityTable().get(keyOf(city, state));
  return found ? { lat: found.lat, lon: found.lon } : null;
}
