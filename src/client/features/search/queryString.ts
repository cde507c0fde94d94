/**
 * The search in the address bar (loads spec 2: "search parameters live in the query string"), so a reload or a
 * shared link runs the same search. Pure; anything unreadable in a query is dropped.
 */
import { SEARCH_SORT_FIELDS } from '../../../shared/constants';
import type { SearchCriteria } from '../../../shared/loads';
import { finiteOrUndefined, SEARCH_VALUE_KEYS, SEARCH_VALUE_KINDS, toSearchValues } from './searchValues';

const VEHICLE_TYPES = ['Any', 'Operable', 'InOperable'];
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

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

function readValue(params: URLSearchParams, key: (typeof SEARCH_VALUE_KEYS)[number]): unknown {
  const text = params.get(key)?.trim();
  switch (SEARCH_VALUE_KINDS[key]) {
    case 'list': {
      const items = params.getAll(key).map((item) => item.trim()).filter(Boolean);
      return items.length > 0 ? items : undefined;
    }
    case 'number':
      return finiteOrUndefined(text);
    case 'flag':
      return text === 'true' ? true : text === 'false' ? false : undefined;
    case 'date':
      return text && ISO_DAY.test(text) ? text : undefined;
    default:
      if (key === 'sortField') return SEARCH_SORT_FIELDS.find((field) => field === text);
      if (key === 'inOperableVehiclesQueryType') return VEHICLE_TYPES.find((type) => type === text);
      return text || undefined;
  }
}

/** The search values a query string holds; an empty object when it holds none. */
export function queryToSearchValues(search: string): SearchCriteria {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const values: Record<string, unknown> = {};
  for (const key of SEARCH_VALUE_KEYS) {
    const value = readValue(params, key);
    if (value !== undefined) values[key] = value;
  }
  return toSearchValues(values as SearchCriteria);
}
