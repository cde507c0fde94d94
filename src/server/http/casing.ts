import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { HttpError } from './errors';
import { isPlainText, multilineKeyword } from './plainText';
import { validationFailure } from './validation';

/*
 * Clients send payload and query keys PascalCase (spec section 7), some in snake_case (OAuth's grant_type).
 * Before validation every key is renamed to the camelCase key the route's schema declares, compared without
 * case, '_' or '-'; keys the schema does not know are camelCased, except the free keys of a record.
 * On the way, the edge refuses what no handler should see: a key naming a property of every object
 * (`constructor`, `__proto__`) and text holding a control character (plainText.ts), each a 400 on its field.
 */

interface Shape {
  keys: Map<string, { name: string; shape?: Shape }>;
  /** Object whose undeclared keys are data (ids, state codes): kept as sent. */
  record?: Shape | true;
  items?: Shape;
  /** A string that may hold tabs and line breaks. */
  multiline?: boolean;
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
  const shape: Shape = { keys: new Map(), multiline: node[multilineKeyword] === true };
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
  into.multiline ||= from.multiline;
}

/** JSON objects, and the null-prototype objects fast-querystring makes for queries and form bodies. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}

type Problem = FastifySchemaValidationError;

/** Keys every object answers to (`constructor`, `toString`, `__proto__`): as data they would reach the prototype. */
function isRefusedKey(key: string): boolean {
  return key in Object.prototype || key === 'prototype' || !isPlainText(key);
}

const pointer = (path: string[]) => path.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** Copies `value` with every object key renamed; later duplicates (two casings of one key) win. */
function normalizeKeys(value: unknown, shape: Shape | undefined, path: string[], problems: Problem[]): unknown {
  if (path.length > maxDepth) throw new HttpError(400, 'The request is nested too deeply.');
  if (typeof value === 'string' && !isPlainText(value, shape?.multiline)) {
    problems.push({ keyword: 'pattern', instancePath: pointer(path), schemaPath: '', params: {}, message: 'control character' });
  }
  if (Array.isArray(value)) return value.map((item, index) => normalizeKeys(item, shape?.items, [...path, String(index)], problems));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const declared = shape?.keys.get(fold(key));
    const name = declared?.name ?? (shape?.record ? key : camelKey(key));
    const refused = [name, key].find(isRefusedKey);
    if (refused !== undefined) {
      problems.push({ keyword: 'additionalProperties', instancePath: pointer(path), schemaPath: '', params: { additionalProperty: refused }, message: 'refused key' });
      continue;
    }
    const childShape = declared ? declared.shape : shape?.record === true ? undefined : shape?.record;
    out[name] = normalizeKeys(child, childShape, [...path, name], problems);
  }
  return out;
}

/** `value` with its keys renamed to those `schema` (JSON Schema, TypeBox) declares; throws a 400 on a refused key or text. */
export function normalizeKeysFor(value: unknown, schema: unknown, context = 'body'): unknown {
  const problems: Problem[] = [];
  const normalized = normalizeKeys(value, shapeOf(schema), [], problems);
  if (problems.length > 0) throw validationFailure(problems, context);
  return normalized;
}

export function normalizeRequestKeys(request: FastifyRequest): void {
  const schema = request.routeOptions.schema;
  // Path parameters keep their names (the route declares them); only their text is checked.
  if (request.params && typeof request.params === 'object') normalizeKeysFor({ ...request.params }, schema?.params, 'params');
  if (request.query && typeof request.query === 'object') request.query = normalizeKeysFor(request.query, schema?.querystring, 'querystring');
  if (request.body !== undefined) request.body = normalizeKeysFor(request.body, schema?.body);
}

export function registerKeyCasing(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => normalizeRequestKeys(request));
}
