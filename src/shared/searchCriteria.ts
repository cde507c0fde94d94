/**
 * Search values (loads spec section 3) in one canonical form, so that a search typed twice, stored, restored
 * or sent by a careless client compares equal. Pure: the client, the search engine and search history share it.
 */
import { SEARCH_SORT_FIELDS } from './constants';
import type { InOperableVehiclesQueryType, SearchCriteria, SearchSortField } from './loads';

type Side = 'origin' | 'destination';

const textKeys = ['originCity', 'originState', 'destinationCity', 'destinationState', 'sortKey'] as const;
const dateKeys = ['availableFrom', 'availableThru'] as const;
const listKeys = ['origins', 'destinations'] as const;
const amountKeys = ['minPricePerMile', 'maxVehicles', 'maxWeightLbs'] as const;
const flagKeys = ['enclosedTruckRequired', 'sortAscending'] as const;
const vehicleTypes: readonly InOperableVehiclesQueryType[] = ['Any', 'Operable', 'InOperable'];

/** Longer text is no place name, state or sort key; it is cut rather than stored whole. */
const maxTextLength = 100;
const maxListLength = 100;

/** Keys compared without case, '_' or '-', as the API reads payload keys. */
const fold = (key: string) => key.replace(/[\s_-]/g, '').toLowerCase();

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, maxTextLength).trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A number, or numeric text; anything not finite is dropped (loads spec section 5). */
export function finiteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : undefined;
}

function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  return undefined;
}

/** 'YYYY-MM-DD', or the day of a date-time that starts with one; impossible days are dropped. */
function day(value: unknown): string | undefined {
  const match = typeof value === 'string' ? /^\s*(\d{4})-(\d{2})-(\d{2})(?:$|[T\s])/.exec(value) : null;
  if (!match) return undefined;
  const [, year, month, date] = match;
  const parsed = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date)));
  if (parsed.getUTCMonth() !== Number(month) - 1 || parsed.getUTCDate() !== Number(date)) return undefined;
  return `${year}-${month}-${date}`;
}

function list(value: unknown): string[] | undefined {
  const items = Array.isArray(value) ? value : [value];
  const kept = [...new Set(items.map(text).filter((item): item is string => item !== undefined))].slice(0, maxListLength);
  return kept.length > 0 ? kept : undefined;
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  const wanted = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  return allowed.find((candidate) => candidate.toLowerCase() === wanted);
}

function inRange(value: number | undefined, min: number, max: number): number | undefined {
  return value !== undefined && value >= min && value <= max ? value : undefined;
}

/** Coordinates count only as a pair, and a radius only with coordinates (loads spec section 5). */
function place(read: (key: string) => unknown, side: Side): Partial<SearchCriteria> {
  const latitude = inRange(finiteNumber(read(`${side}GeoCodeLatitude`)), -90, 90);
  const longitude = inRange(finiteNumber(read(`${side}GeoCodeLongitude`)), -180, 180);
  if (latitude === undefined || longitude === undefined) return {};
  const radius = finiteNumber(read(`${side}GeoCodeMileRadius`));
  return {
    [`${side}GeoCodeLatitude`]: latitude,
    [`${side}GeoCodeLongitude`]: longitude,
    ...(radius !== undefined && radius > 0 ? { [`${side}GeoCodeMileRadius`]: radius } : {}),
  };
}

/**
 * Only the search values of loads spec section 3, each of its type: numbers as numbers (numeric text too),
 * non-finite or negative amounts, empty text, unknown sort fields and unknown keys dropped. Map-popup
 * `orderIds` are not a search value and are dropped too.
 */
export function normalizeSearchCriteria(input: unknown): SearchCriteria {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {};
  const byFoldedKey = new Map<string, unknown>();
  for (const [key, value] of Object.entries(input)) byFoldedKey.set(fold(key), value);
  const read = (key: string) => byFoldedKey.get(fold(key));

  const out: Record<string, unknown> = {};
  const keep = (key: string, value: unknown) => {
    if (value !== undefined) out[key] = value;
  };
  for (const key of textKeys) keep(key, text(read(key)));
  for (const key of listKeys) keep(key, list(read(key)));
  Object.assign(out, place(read, 'origin'), place(read, 'destination'));
  for (const key of dateKeys) keep(key, day(read(key)));
  for (const key of amountKeys) {
    const amount = finiteNumber(read(key));
    keep(key, amount !== undefined && amount >= 0 ? amount : undefined);
  }
  for (const key of flagKeys) keep(key, flag(read(key)));
  keep('inOperableVehiclesQueryType', oneOf(vehicleTypes, read('inOperableVehiclesQueryType')));
  keep('sortField', oneOf<SearchSortField>(SEARCH_SORT_FIELDS, read('sortField')));
  return out as SearchCriteria;
}

/**
 * The identity of a search: its JSON with sorted keys (docs/decisions.md, Demo data). The comparison is the
 * one the demo seed used, so seeded recent searches de-duplicate against new ones.
 */
export function searchCriteriaKey(criteria: SearchCriteria): string {
  const entries = Object.entries(criteria).filter(([, value]) => value !== undefined);
  return JSON.stringify(Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))));
}
