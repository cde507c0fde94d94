import { fieldsRefused } from '../../http/failures';
import { readSearchFilter, type SearchFilter } from './criteria';
import { sortColumnOf, type SearchOrder, type SortCursor } from './sortOrders';

export const cursorField = 'after';

type WireKey = number | string;

const wireKeyOf = (key: number | string): WireKey => (typeof key === 'number' && !Number.isFinite(key) ? String(key) : key);

export function encodeCursor({ order, ascending, key, id }: SortCursor): string {
  return Buffer.from(JSON.stringify([order, ascending ? 1 : 0, wireKeyOf(key), id])).toString('base64url');
}

const orders = new Set(Object.keys(sortColumnOf));

function keyOf(order: SearchOrder, key: unknown): number | string | null {
  if (order === 'OriginCity') return typeof key === 'string' && key.length <= 200 ? key : null;
  if (typeof key === 'number' && Number.isFinite(key)) return key;
  return key === 'Infinity' ? Infinity : key === '-Infinity' ? -Infinity : null;
}

/** The cursor a previous page gave, or null for text this server could not have written. */
function decodeCursor(text: string): SortCursor | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== 4) return null;
  const [order, ascending, rawKey, id] = parts as unknown[];
  if (typeof order !== 'string' || !orders.has(order) || (ascending !== 0 && ascending !== 1)) return null;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
  const key = keyOf(order as SearchOrder, rawKey);
  if (key === null) return null;
  const cursor: SortCursor = { order: order as SearchOrder, ascending: ascending === 1, key, id };
  // One text per cursor: anything else (spare bits, spaces, another key order) was not written here.
  return encodeCursor(cursor) === text ? cursor : null;
}

/** The search values as the engine runs them, continuing after the cursor when one came. */
export function searchFilterAfter(criteria: Record<string, unknown>, after: string | undefined): SearchFilter {
  const filter = readSearchFilter(criteria);
  if (after === undefined) return filter;
  const cursor = decodeCursor(after);
  if (!cursor) throw fieldsRefused([{ field: cursorField, message: 'This page marker is not one the server gave; search again.' }]);
  if (cursor.order !== filter.sortField || cursor.ascending !== filter.sortAscending) {
    throw fieldsRefused([{ field: cursorField, message: 'This page marker belongs to another sort order; search again.' }]);
  }
  return { ...filter, after: cursor };
}
