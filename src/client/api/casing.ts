/**
 * Key casing at the wire boundary: payload keys go out PascalCase, answers are read camelCase.
 * Only plain objects and arrays are walked; values (and Blobs, Dates, ...) are left as they are.
 */
type Json = unknown;

function isPlainObject(value: Json): value is Record<string, Json> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function mapKeys(value: Json, renameKey: (key: string) => string): Json {
  if (Array.isArray(value)) return value.map((item) => mapKeys(item, renameKey));
  if (!isPlainObject(value)) return value;
  const renamed: Record<string, Json> = {};
  for (const [key, item] of Object.entries(value)) renamed[renameKey(key)] = mapKeys(item, renameKey);
  return renamed;
}

export function pascalCaseKey(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/**
 * 'OrderId' becomes 'orderId'. Keys in capitals ('AE', 'ID') are kept: answers also carry maps keyed
 * by codes (reason groups), and those codes must survive.
 */
export function camelCaseKey(key: string): string {
  if (/^[A-Z][a-z]/.test(key)) return key.charAt(0).toLowerCase() + key.slice(1);
  return key;
}

export function toPascalCaseKeys<T = Json>(value: Json): T {
  return mapKeys(value, pascalCaseKey) as T;
}

export function toCamelCaseKeys<T = Json>(value: Json): T {
  return mapKeys(value, camelCaseKey) as T;
}
