/**
 * The search in the address bar (loads spec 2: "search parameters live in the query string"), so a reload or a
 * shared link runs the same search. Pure; anything unreadable in a query is dropped.
 */
import type { SearchCriteria } from '../../../shared/loads';
import { isListKey, normalizeSearchCriteria, SEARCH_VALUE_KEYS } from '../../../shared/searchCriteria';
import { restoredSearchValues, toSearchValues } from './searchValues';

/** 'originCity=Dallas&originState=TX&…' in a fixed key order, lists as repeated keys. */
export function searchValuesToQuery(values: SearchCriteria): string {
  const params = new URLSearchParams();
  const sent = toSearchValues(values) as Record<string, unknown>;
  for (const key of SEARCH_VALUE_KEYS) {
    const value = sent[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
  return params.toString();
}

/** The search values a query string holds; an empty object when it holds none. */
export function queryToSearchValues(search: string): SearchCriteria {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const written = Object.fromEntries(SEARCH_VALUE_KEYS.map((key) => [key, isListKey(key) ? params.getAll(key) : params.get(key)]));
  return normalizeSearchCriteria(written);
}

/** The search a link opens, as it is sent; null when its query holds none (the form then stays as it is). */
export function linkedSearch(search: string): SearchCriteria | null {
  const fromQuery = queryToSearchValues(search);
  return Object.keys(fromQuery).length === 0 ? null : toSearchValues(restoredSearchValues(fromQuery));
}
