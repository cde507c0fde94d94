/**
 * Search answers kept for SEARCH_CACHE_SECONDS (loads spec 9), keyed by criteria and page, so paging back and
 * forth or reopening a search does not ask the server again. Any claim or favourite write must call
 * `clearSearchCache()`: a claimed load may not linger in results.
 */
import { SEARCH_CACHE_SECONDS } from '../../shared/constants';
import { nowMs } from '../app/clock';

interface CachedAnswer {
  storedAt: number;
  value: unknown;
}

// An answer stored "after" now means the clock was set back: it is not trusted for the whole gap.
const isFresh = (cached: CachedAnswer, now: number) => now >= cached.storedAt && now - cached.storedAt < SEARCH_CACHE_SECONDS * 1000;

const answers = new Map<string, CachedAnswer>();

/** The same values in any key order give the same key. */
export function cacheKeyOf(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

export function readCachedAnswer<T>(key: string, now = nowMs()): T | undefined {
  const cached = answers.get(key);
  if (!cached) return undefined;
  if (!isFresh(cached, now)) {
    answers.delete(key);
    return undefined;
  }
  return cached.value as T;
}

export function storeCachedAnswer(key: string, value: unknown, now = nowMs()): void {
  answers.set(key, { storedAt: now, value });
}

export function clearSearchCache(): void {
  answers.clear();
}
