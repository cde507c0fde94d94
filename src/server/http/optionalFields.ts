import { SEARCH_SORT_FIELDS } from '../../shared/constants';
import type { SearchSortField } from '../../shared/loads';
import { readFlag } from '../../shared/searchCriteria';
import type { FieldError } from '../../shared/wire';
import { dayNumber, isoDateOfDay } from '../services/loadSearch/days';

/*
 * Optional filter values read strictly: left out (absent, null or blank) they filter nothing, readable they
 * filter, and anything else is refused by field. A value that is silently dropped would answer a request for a
 * few loads with the whole unfiltered list.
 */

/** Turns a value into what it stands for, or null when it does not read as that. */
export type ValueReader<T> = (value: unknown) => T | null;

export interface OptionalField<T> {
  read: ValueReader<T>;
  /** Said next to the field when its value does not read. */
  message: string;
}

const isLeftOut = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Collects the field errors of one request while its values are read. */
export class OptionalFieldReader {
  readonly errors: FieldError[] = [];

  constructor(private readonly raw: Record<string, unknown>) {}

  read<T>(field: string, { read, message }: OptionalField<T>): T | null {
    const value = this.raw[field];
    if (isLeftOut(value)) return null;
    const result = read(value);
    if (result === null) this.errors.push({ field, message });
    return result;
  }
}

const maxId = 2_147_483_647;

/** A database id: a whole number from 1 up to PostgreSQL's integer limit, or numeric text of one. */
export function idOf(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : NaN;
  return Number.isInteger(number) && number >= 1 && number <= maxId ? number : null;
}

/** 'YYYY-MM-DD' of a day sent as 'YYYY-MM-DD', an ISO timestamp or 'M/D/YYYY'. */
export function isoDayOf(value: unknown): string | null {
  const day = dayNumber(value);
  return day === null ? null : isoDateOfDay(day);
}

/** One of a few words, in any case; answers the word as listed. */
export function oneOf<T extends string>(choices: readonly T[]): OptionalField<T> {
  return {
    read: (value) => (typeof value === 'string' ? choices.find((choice) => choice.toLowerCase() === value.trim().toLowerCase()) ?? null : null),
    message: `Must be one of: ${choices.join(', ')}.`,
  };
}

export const optionalId: OptionalField<number> = { read: idOf, message: 'Must be a whole number from 1.' };
export const optionalDay: OptionalField<string> = { read: isoDayOf, message: 'Must be a date (YYYY-MM-DD).' };
export const optionalSortField: OptionalField<SearchSortField> = oneOf(SEARCH_SORT_FIELDS);
export const optionalBoolean: OptionalField<boolean> = { read: readFlag, message: 'Must be true or false.' };
