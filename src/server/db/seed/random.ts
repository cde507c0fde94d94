import { firstIndexWhere } from '../../../shared/firstIndexWhere';
/** Deterministic pseudo-random numbers for the demo data: the same seed always yields the same database. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: tiny, fast and good enough for demo data (not for anything secret). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Index into `cumulativeWeights` (ascending running totals), chosen in proportion to each weight. */
  weightedIndex(cumulativeWeights: readonly number[]): number {
    const target = this.next() * cumulativeWeights[cumulativeWeights.length - 1];
    return firstIndexWhere(cumulativeWeights.length - 1, (i) => cumulativeWeights[i] > target);
  }
}

/** A separate stream per part of the seed, so adding demo accounts does not reshuffle every load. */
export function streamFor(seed: number, part: string): Random {
  let hash = seed >>> 0;
  for (const char of part) hash = Math.imul(hash ^ char.charCodeAt(0), 2654435761) >>> 0;
  return new Random(hash);
}

export function cumulative(weights: readonly number[]): number[] {
  let total = 0;
  return weights.map((weight) => (total += weight));
}
