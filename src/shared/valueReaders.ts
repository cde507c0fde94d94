/**
 * Optional values read leniently, whatever part of a request or a stored row they come from: left out (absent,
 * null or blank) they are no value, readable they are the value, and anything else is named with its words in
 * `refused`. Routes answer what is refused with a 400 by field (dropping it would answer a narrow request with
 * everything); the client and stored searches drop it. Plain TypeScript, so the client's first screen carries it;
 * each table of readers is typed by the keys of the TypeBox schema that declares its values.
 */
import type { FieldError } from './wire';

/** Reads one value; null when the value does not read as what the field holds. */
export interface ValueReader<T> {
  read: (value: unknown) => T | null;
  /** Said next to the field when its value does not read. */
  message: string;
}

/** One reader per key of the values `V` (a schema's `Static<>`), each reading that key's type. */
export type ValueReaders<V> = { [Key in keyof V]-?: ValueReader<NonNullable<V[Key]>> };

/** Absent, null and blank text are no value: they filter nothing. */
export const isLeftOut = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** true or false, as a boolean, text in any case, or 1 and 0; null for anything else. */
export function readFlag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  const word = typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : '';
  return word === 'true' || word === '1' ? true : word === 'false' || word === '0' ? false : null;
}

export const flag: ValueReader<boolean> = { read: readFlag, message: 'Must be true or false.' };

/** One of a few words, in any case; read as listed. */
export function oneOf<T extends string>(choices: readonly T[]): ValueReader<T> {
  return {
    read: (value) => (typeof value === 'string' ? choices.find((choice) => choice.toLowerCase() === value.trim().toLowerCase()) ?? null : null),
    message: `Must be one of: ${choices.join(', ')}.`,
  };
}

/** PostgreSQL's integer limit: no id is above it. */
export const MAX_ID = 2_147_483_647;

/** A database id: a whole number from 1 up to PostgreSQL's integer limit, or numeric text of one. */
export function idOf(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : NaN;
  return Number.isInteger(number) && number >= 1 && number <= MAX_ID ? number : null;
}

export const id: ValueReader<number> = { read: idOf, message: 'Must be a whole number from 1.' };

/**
 * The values of `readers` found in `input` (looked up by `valueOf`, the key as declared): each left-out value is
 * absent from `values`, each that does not read is named in `refused`, in the order of the table.
 */
export function readValues<V>(readers: ValueReaders<V>, valueOf: (key: keyof V & string) => unknown): { values: Partial<V>; refused: FieldError[] } {
  const values: Partial<V> = {};
  const refused: FieldError[] = [];
  for (const key of Object.keys(readers) as (keyof V & string)[]) {
    const raw = valueOf(key);
    if (isLeftOut(raw)) continue;
    const { read, message } = readers[key];
    const value = read(raw);
    if (value === null) refused.push({ field: key, message });
    else values[key] = value as V[typeof key];
  }
  return { values, refused };
}
