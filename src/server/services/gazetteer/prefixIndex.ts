import { firstIndexWhere } from '../../../shared/firstIndexWhere';
import type { Place } from './places';

const shortPrefixLength = 3;
/** More than all the people of North America: an exact name outranks any prefix match. */
const exactMatchBonus = 1e12;

export interface PrefixQuery {
  /** Index form (names.ts) of what was typed. */
  prefix: string;
  /** Only cities of these states or provinces (the 'City, ST' forms). */
  states?: ReadonlySet<string>;
  limit: number;
}

/**
 * Places sorted by index form, so every name starting with a prefix is one contiguous run found by binary
 * search: a query reads only its matches, never the whole gazetteer.
 */
export class PrefixIndex {
  private readonly places: Place[];
  /** Answers for short prefixes, the only ones with hundreds of matches; bounded by the names that exist. */
  private readonly shortPrefixes = new Map<string, Place[]>();

  constructor(places: Place[]) {
    this.places = [...places].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  get size(): number {
    return this.places.length;
  }

  /** Exact names first, then by population; one result per label (the gazetteer repeats some names). */
  search(query: PrefixQuery): Place[] {
    const { prefix, states, limit } = query;
    if (!prefix) return [];
    if (states || prefix.length > shortPrefixLength) return this.scan(query);
    const cacheKey = `${limit}:${prefix}`;
    let found = this.shortPrefixes.get(cacheKey);
    if (!found) {
      found = this.scan(query);
      if (found.length > 0) this.shortPrefixes.set(cacheKey, found);
    }
    return found;
  }

  private scan({ prefix, states, limit }: PrefixQuery): Place[] {
    const best: Place[] = [];
    const labels = new Set<string>();
    const rank = (place: Place) => (place.key === prefix ? exactMatchBonus : 0) + place.population;
    for (let i = this.lowerBound(prefix); i < this.places.length && this.places[i].key.startsWith(prefix); i += 1) {
      const place = this.places[i];
      if (states && (place.result.isState || !states.has(place.result.state))) continue;
      insertRanked(best, place, rank, limit * 4);
    }
    const results: Place[] = [];
    for (const place of best) {
      if (labels.has(place.result.largeLabel)) continue;
      labels.add(place.result.largeLabel);
      results.push(place);
      if (results.length === limit) break;
    }
    return results;
  }

  private lowerBound(prefix: string): number {
    return firstIndexWhere(this.places.length, (i) => this.places[i].key >= prefix);
  }
}

/**
 * Keeps `best` sorted by rank, at most `room` long. The room is a multiple of the limit so that repeated
 * labels (dropped afterwards) cannot crowd out the places that would fill the list.
 */
function insertRanked(best: Place[], place: Place, rank: (place: Place) => number, room: number): void {
  const score = rank(place);
  if (best.length === room && score <= rank(best[best.length - 1])) return;
  let at = best.length;
  while (at > 0 && rank(best[at - 1]) < score) at -= 1;
  best.splice(at, 0, place);
  if (best.length > room) best.pop();
}
