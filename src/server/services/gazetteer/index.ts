import type { LatLon } from '../../../shared/geo';
import type { LocationResult } from '../../../shared/loads';
import { usAndCanadianCities } from './cities';
import { normalizeTyped } from './names';
import { NearestCityIndex } from './nearestCity';
import { cityPlace, statePlaces, type Place } from './places';
import { PrefixIndex } from './prefixIndex';

/** Our offline stand-in for map place prediction and reverse geocoding, over US and Canadian places. */

export const MAX_LOCATION_RESULTS = 10;
export const MIN_TERM_LENGTH = 2;
/** 'Current Location' names a city people know, not the hamlet next door. */
export const REVERSE_MIN_POPULATION = 10_000;
/** Farther than this from any such city (at sea, abroad) the point is no place we serve. */
export const REVERSE_MAX_MILES = 100;
const maxTermLength = 100;

interface Gazetteer {
  places: PrefixIndex;
  reverse: NearestCityIndex;
  /** By lower-case two-letter code. */
  states: ReadonlyMap<string, Place>;
  buildMs: number;
}

let built: Gazetteer | null = null;

/** Built on first use (a few hundred milliseconds), so the server starts without waiting for it. */
export function gazetteer(): Gazetteer {
  if (built) return built;
  const started = performance.now();
  const cities = usAndCanadianCities().map(cityPlace);
  const states = statePlaces(usAndCanadianCities());
  built = {
    places: new PrefixIndex([...cities, ...states]),
    reverse: new NearestCityIndex(cities.filter((city) => city.population >= REVERSE_MIN_POPULATION)),
    states: new Map(states.map((state) => [state.result.state.toLowerCase(), state])),
    buildMs: 0,
  };
  built.buildMs = performance.now() - started;
  return built;
}

/** States and provinces a typed state part names: its two-letter code, or the start of its name. */
function statesNamed(typed: string, { states }: Gazetteer): Set<string> {
  const key = normalizeTyped(typed);
  const named = new Set<string>();
  for (const [code, state] of states) if (code === key || state.key.startsWith(key)) named.add(state.result.state);
  return named;
}

/**
 * Up to 10 places for what was typed: exact names first, then names starting with it by population
 * (a state weighs as all its cities, so 'tex' offers Texas before Texarkana). A two-letter state code typed
 * alone offers that state first. 'City, ST' (or 'City, Tex') and 'City ST' keep to that state.
 */
export function searchLocations(term: string): LocationResult[] {
  const typed = term.trim().slice(0, maxTermLength);
  if (typed.length < MIN_TERM_LENGTH) return [];
  const index = gazetteer();
  const comma = typed.lastIndexOf(',');
  if (comma >= 0) {
    const statePart = typed.slice(comma + 1);
    const states = normalizeTyped(statePart) ? statesNamed(statePart, index) : undefined;
    const found = index.places.search({ prefix: normalizeTyped(typed.slice(0, comma) + ' '), states, limit: MAX_LOCATION_RESULTS });
    return found.map((place) => place.result);
  }

  const results: LocationResult[] = [];
  const words = typed.split(/\s+/);
  const lastState = words.length > 1 ? index.states.get(words[words.length - 1].toLowerCase()) : undefined;
  if (lastState) {
    const prefix = normalizeTyped(words.slice(0, -1).join(' ') + ' ');
    const states = new Set([lastState.result.state]);
    results.push(...index.places.search({ prefix, states, limit: MAX_LOCATION_RESULTS }).map((place) => place.result));
  }
  const stateByCode = words.length === 1 ? index.states.get(typed.toLowerCase()) : undefined;
  if (stateByCode) results.push(stateByCode.result);
  for (const place of index.places.search({ prefix: normalizeTyped(typed), limit: MAX_LOCATION_RESULTS })) {
    if (!results.some((result) => result.largeLabel === place.result.largeLabel)) results.push(place.result);
  }
  return results.slice(0, MAX_LOCATION_RESULTS);
}

/** The nearest city of at least 10,000 people within 100 miles, or null. */
export function reverseLocation(point: LatLon): LocationResult | null {
  return gazetteer().reverse.nearest(point, REVERSE_MAX_MILES)?.result ?? null;
}
