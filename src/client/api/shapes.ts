/**
 * Guards for answers whose shape the app relies on (spec: a count must be a number, driver and user
 * searches must be arrays, a paged answer in an unexpected shape raises an error).
 */
import type { Paged } from '../../shared/wire';

export function expectData<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected data');
  return value;
}

export function expectNumber(value: unknown, what = 'count'): number {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new Error(`unexpected data shape: expected ${what} to be a number, got ${describe(value)}`);
  }
  return value;
}

export function expectArray<T>(value: unknown, what = 'list'): T[] {
  if (!Array.isArray(value)) {
    throw new Error(`unexpected data shape: expected ${what} to be an array, got ${describe(value)}`);
  }
  return value as T[];
}

/** List answers carry `records` and `totalRecordCount`, or are a plain array (loads spec 3). */
export function expectPaged<T>(value: unknown, what = 'page'): Paged<T> {
  if (Array.isArray(value)) return { records: value as T[], totalRecordCount: value.length };
  if (value !== null && typeof value === 'object') {
    const { records, totalRecordCount, next } = value as Partial<Paged<T>>;
    if (Array.isArray(records) && typeof totalRecordCount === 'number') {
      return typeof next === 'string' ? { records, totalRecordCount, next } : { records, totalRecordCount };
    }
  }
  throw new Error(
    `unexpected data shape: expected ${what} to hold records and totalRecordCount, got ${describe(value)}`,
  );
}

/** A missing PDF or CSV result is an invariant error (spec 8). */
export function expectBlob(value: unknown, what = 'PDF'): Blob {
  if (typeof Blob === 'undefined' || !(value instanceof Blob)) throw new Error(`missing ${what} blob`);
  return value;
}

export function expectText(value: unknown, what = 'CSV'): string {
  if (typeof value !== 'string') throw new Error(`missing ${what} text`);
  return value;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}
