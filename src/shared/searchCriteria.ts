/**
 * The one reader of search values (loads spec sections 3 and 5), whether they come from a request body, a
 * saved search or the address bar: each value read to its canonical form, so a search typed twice, stored,
 * restored or sent by a careless client compares equal. Values that do not read are named in `refused`: the
 * server answers them with a 400, the client and stored searches drop them. Pure and free of TypeBox, so the
 * client's first screen carries it; the schema in contracts/searchCriteria.ts types its keys.
 */
import { DEFAULT_MILE_RADIUS, SEARCH_SORT_FIELDS } from './constants';
import type { SearchValues } from './contracts/searchCriteria';
import type { FieldError } from './wire';
import { flag, oneOf, readValues, type ValueReader, type ValueReaders } from './valueReaders';

export const INOPERABLE_VEHICLE_TYPES = ['Any', 'Operable', 'InOperable'] as const;
/** Longer text is no place name, state or sort key; it is cut rather than stored whole. */
export const MAX_SEARCH_TEXT_LENGTH = 100;
const maxListLength = 100;

export type Side = 'origin' | 'destination';
const SIDES: readonly Side[] = ['origin', 'destination'];

interface SearchCriteriaReading {
  criteria: SearchValues;
  refused: FieldError[];
}

/** A number, or numeric text; null for anything not finite. */
export function finiteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

const numberIn = (min: number, max: number, message: string): ValueReader<number> => ({
  read: (value) => {
    const number = finiteNumber(value);
    return number !== null && number >= min && number <= max ? number : null;
  },
  message,
});

const text: ValueReader<string> = {
  read: (value) => (typeof value === 'string' ? value.trim().slice(0, MAX_SEARCH_TEXT_LENGTH).trim() : null),
  message: 'Must be text.',
};

/** A list of text, or one text for a one-item list; items that are no text or blank are left out, repeats kept once. */
const texts: ValueReader<string[]> = {
  read: (value) => {
    if (!Array.isArray(value) && typeof value !== 'string') return null;
    const items = (Array.isArray(value) ? value : [value]).map(text.read);
    return [...new Set(items.filter((item): item is string => !!item))].slice(0, maxListLength);
  },
  message: 'Must be a list of text.',
};

function validDay(year: number, month: number, date: number): string | null {
  const parsed = new Date(Date.UTC(year, month - 1, date));
  if (year < 1 || parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== date) return null;
  return parsed.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD', a timestamp that starts with one, or the client's 'M/D/YYYY'; impossible days do not read. */
const day: ValueReader<string> = {
  read: (value) => {
    const written = typeof value === 'string' ? value.trim() : '';
    const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T\s])/.exec(written);
    if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(written);
    return us ? validDay(Number(us[3]), Number(us[1]), Number(us[2])) : null;
  },
  message: 'Must be a date (YYYY-MM-DD).',
};

const latitude = numberIn(-90, 90, 'Must be a latitude from -90 to 90.');
const longitude = numberIn(-180, 180, 'Must be a longitude from -180 to 180.');
const miles = numberIn(0, Number.MAX_VALUE, 'Must be a number of miles from 0.');
const amount = numberIn(0, Number.MAX_VALUE, 'Must be a number from 0.');

/** Every search value and how it reads; the order is the order of the query string. */
const readers: ValueReaders<SearchValues> = {
  originCity: text,
  originState: text,
  originGeoCodeLatitude: latitude,
  originGeoCodeLongitude: longitude,
  originGeoCodeMileRadius: miles,
  origins: texts,
  destinationCity: text,
  destinationState: text,
  destinationGeoCodeLatitude: latitude,
  destinationGeoCodeLongitude: longitude,
  destinationGeoCodeMileRadius: miles,
  destinations: texts,
  availableFrom: day,
  availableThru: day,
  minPricePerMile: amount,
  maxVehicles: amount,
  maxWeightLbs: amount,
  enclosedTruckRequired: flag,
  inOperableVehiclesQueryType: oneOf(INOPERABLE_VEHICLE_TYPES),
  sortField: oneOf(SEARCH_SORT_FIELDS),
  sortAscending: flag,
  sortKey: text,
};

type SearchValueKey = keyof SearchValues;
export const SEARCH_VALUE_KEYS = Object.keys(readers) as SearchValueKey[];
/** Keys whose value is a list (repeated in a query string). */
export const isListKey = (key: SearchValueKey) => readers[key] === texts;

/**
 * The radius rule (docs/decisions.md, Load search): a radius is a chosen number of miles above 0; none, or 0,
 * searches the default 50 miles, live and saved alike.
 */
function chosenMileRadius(radius: number | undefined): number | undefined {
  return radius !== undefined && radius > 0 ? radius : undefined;
}

export function searchMileRadius(radius: number | undefined): number {
  return chosenMileRadius(radius) ?? DEFAULT_MILE_RADIUS;
}

/** Coordinates count only as a pair, and a radius only with coordinates (loads spec section 5). */
function keepPlacePairs(values: Record<string, unknown>) {
  for (const side of SIDES) {
    const radiusKey = `${side}GeoCodeMileRadius`;
    const coordinates = [`${side}GeoCodeLatitude`, `${side}GeoCodeLongitude`];
    if (coordinates.every((key) => values[key] !== undefined)) {
      values[radiusKey] = chosenMileRadius(values[radiusKey] as number | undefined);
    } else for (const key of [...coordinates, radiusKey]) values[key] = undefined;
  }
}

/** Keys compared without case, '_' or '-', as the API reads payload keys. */
const fold = (key: string) => key.replace(/[\s_-]/g, '').toLowerCase();

/** Reads search values from any object; unknown keys (map-popup `orderIds` among them) are no search value. */
export function readSearchCriteria(input: unknown): SearchCriteriaReading {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { criteria: {}, refused: [] };
  const byFoldedKey = new Map<string, unknown>();
  for (const [key, value] of Object.entries(input)) byFoldedKey.set(fold(key), value);

  const { values, refused } = readValues(readers, (key) => byFoldedKey.get(fold(key)));
  // A list with no text in it filters nothing either.
  for (const key of ['origins', 'destinations'] as const) if (values[key]?.length === 0) delete values[key];
  keepPlacePairs(values);
  const criteria = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  return { criteria: criteria as SearchValues, refused };
}

/** The search values of any object, what does not read dropped: for stored searches and the address bar. */
export function normalizeSearchCriteria(input: unknown): SearchValues {
  return readSearchCriteria(input).criteria;
}

/**
 * The identity of a search: its JSON with sorted keys (docs/decisions.md, Demo data). The comparison is the
 * one the demo seed used, so seeded recent searches de-duplicate against new ones.
 */
export function searchCriteriaKey(criteria: SearchValues): string {
  const entries = Object.entries(criteria).filter(([, value]) => value !== undefined);
  return JSON.stringify(Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))));
}
