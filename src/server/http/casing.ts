import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/*
 * Clients send payload and query keys PascalCase (spec section 7), some in snake_case (OAuth's grant_type).
 * Before validation every key is renamed to the camelCase key the route's schema declares, compared without
 * case, '_' or '-'; keys the schema does not know are camelCased, except the free keys of a record.
 */

interface Shape {
  keys: Map<string, { name: string; shape?: Shape }>;
  /** Object whose undeclared keys are data (ids, state codes): kept as sent. */
  record?: Shape | true;
  items?: Shape;
}

type JsonSchema = Record<string, unknown>;

const maxDepth = 32;
const shapes = new WeakMap<object, Shape | undefined>();

export function fold(key: string): string {
  return key.replace(/[\s_-]/g, '').toLowerCase();
}

export function camelKey(key: string): string {
  const words = key.split(/[\s_-]+/).filter(Boolean);
  return words
    .map((word, index) => {
      if (word === word.toUpperCase()) word = word.toLowerCase();
      if (index > 0) return word[0].toUpperCase() + word.slice(1);
      // 'OrderIds' → 'orderIds', 'URLPath' → 'urlPath'.
      return word.replace(/^[A-Z]+(?=[A-Z][a-z]|$)|^[A-Z]/, (head) => head.toLowerCase());
    })
    .join('');
}

function shapeOf(schema: unknown): Shape | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  if (shapes.has(schema)) return shapes.get(schema);
  shapes.set(schema, undefined); // recursive schemas end here
  const node = schema as JsonSchema;
  const shape: Shape = { keys: new Map() };
  const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((k) => (Array.isArray(node[k]) ? (node[k] as unknown[]) : []));
  for (const branch of branches) merge(shape, shapeOf(branch));
  for (const [name, child] of Object.entries((node.properties as JsonSchema | undefined) ?? {})) {
    shape.keys.set(fold(name), { name, shape: shapeOf(child) });
  }
  const extra = node.additionalProperties;
  if ((extra && typeof extra === 'object') || node.patternProperties) {
    shape.record = shapeOf(extra) ?? shapeOf(Object.values((node.patternProperties as JsonSchema) ?? {})[0]) ?? true;
  }
  if (node.items && typeof node.items === 'object') shape.items = shapeOf(node.items);
  shapes.set(schema, shape);
  return shape;
}

function merge(into: Shape, from: Shape | undefined) {
  if (!from) return;
  for (const [key, value] of from.keys) if (!into.keys.has(key)) into.keys.set(key, value);
  into.record ??= from.record;
  into.items ??= from.items;
}

/** JSON objects, and the null-prototype objects fast-querystring makes for queries and form bodies. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}

/** Copies `value` with every object key renamed; later duplicates (two casings of one key) win. */
function normalizeKeys(value: unknown, shape?: Shape, depth = 0): unknown {
  if (depth > maxDepth) throw new HttpError(400, 'The request is nested too deeply.');
  if (Array.isArray(value)) return value.map((item) => normalizeKeys(item, shape?.items, depth + 1));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '__proto__') continue;
    const declared = shape?.keys.get(fold(key));
    const name = declared?.name ?? (shape?.record ? key : camelKey(key));
    if (name === '__proto__') continue;
    const childShape = declared ? declared.shape : shape?.record === true ? undefined : shape?.record;
    out[name] = normalizeKeys(child, childShape, depth + 1);
  }
  return out;
}

/** `value` with its keys renamed to those `schema` (JSON Schema, TypeBox) declares. */
export function normalizeKeysFor(value: unknown, schema: unknown): unknown {
  return normalizeKeys(value, shapeOf(schema));
}

export function normalizeRequestKeys(request: FastifyRequest): void {
  const schema = request.routeOptions.schema;
  if (request.query && typeof request.query === 'object') request.query = normalizeKeysFor(request.query, schema?.querystring);
  if (request.body !== undefined) request.body = normalizeKeysFor(request.body, schema?.body);
}

export function registerKeyCasing(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => normalizeRequestKeys(request));
}
