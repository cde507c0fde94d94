import { firstIndexWhere } from '../../../shared/firstIndexWhere';
import { originCityCollator, originCityKey } from '../../../shared/cityOrder';

export interface CityOfRank {
  city: string;
  state: string;
}

/**
 * The OriginCity sort ('City, ST' in alphabetical order by this collator) as numbers. Ranks are whole numbers
 * after `renumber()`; a city first seen later gets a rank between its neighbours until the next renumbering.
 */
export class CityRanks {
  private readonly keys: string[] = [];
  private readonly places: CityOfRank[] = [];
  private readonly idOfKey = new Map<string, number>();
  private ranks: number[] = [];
  /** Key ids in collation order. */
  private sorted: number[] = [];

  idOf(city: string, state: string): number {
    const key = originCityKey(city, state);
    let id = this.idOfKey.get(key);
    if (id !== undefined) return id;
    id = this.keys.length;
    this.keys.push(key);
    this.places.push({ city, state });
    this.idOfKey.set(key, id);
    const at = this.insertionPoint(key);
    this.ranks[id] = this.rankBetween(at, key);
    this.sorted.splice(at, 0, id);
    return id;
  }

  placeOf(id: number): CityOfRank {
    return this.places[id];
  }

  rankOf(id: number): number {
    return this.ranks[id];
  }

  /** The rank of a 'City, ST' key, known or not: an unknown one ranks between its neighbours. */
  rankOfKey(key: string): number {
    const id = this.idOfKey.get(key);
    return id === undefined ? this.rankBetween(this.insertionPoint(key), key) : this.ranks[id];
  }

  /** Whole-number ranks in collation order; keys the collator calls equal share one. */
  renumber(): void {
    let rank = 0;
    this.sorted.forEach((id, index) => {
      if (index > 0 && originCityCollator.compare(this.keys[this.sorted[index - 1]], this.keys[id]) !== 0) rank++;
      this.ranks[id] = rank;
    });
  }

  private insertionPoint(key: string): number {
    return firstIndexWhere(this.sorted.length, (i) => originCityCollator.compare(this.keys[this.sorted[i]], key) >= 0);
  }

  private rankBetween(at: number, key: string): number {
    const before = at > 0 ? this.sorted[at - 1] : undefined;
    const after = at < this.sorted.length ? this.sorted[at] : undefined;
    if (after !== undefined && originCityCollator.compare(this.keys[after], key) === 0) return this.ranks[after];
    if (before === undefined) return after === undefined ? 0 : this.ranks[after] - 1;
    if (after === undefined) return this.ranks[before] + 1;
    return (this.ranks[before] + this.ranks[after]) / 2;
  }
}
