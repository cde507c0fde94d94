import AjvCompiler, { type ValidatorFactory } from '@fastify/ajv-compiler';
import { SerializerSelector, type Serializer, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler } from 'fastify';

/*
 * A route's request validators and response serializers are compiled when the route first needs them, not when the
 * app is built. An app has some 150 routes and most of a process's requests go to a few of them: compiling all at
 * start cost about 400 ms of each start (each API process, each HTTP thread, each test suite's app), most of it for
 * routes the process may never answer. The first request of a route pays its own compile, a few milliseconds.
 */

/** Compiles not yet asked for, so a test can compile every route's schemas at once. */
const waiting = new Set<() => unknown>();

function onFirstUse<T>(compile: () => T): () => T {
  let compiled: T | undefined;
  const get = () => {
    if (compiled === undefined) {
      compiled = compile();
      waiting.delete(get);
    }
    return compiled;
  };
  waiting.add(get);
  return get;
}

/** Compiles every schema handed over and not yet used; throws as the app's start would have with eager compiles. */
export function compileWaitingSchemas(): number {
  const compiles = [...waiting];
  for (const compile of compiles) compile();
  return compiles.length;
}

// One Ajv per set of shared schemas and options for the process, so apps built in one process share compiles.
const validatorPool = AjvCompiler();

type RouteSchemaCompiler = FastifySchemaCompiler<unknown>;
type Validate = ReturnType<RouteSchemaCompiler>;

/** Request validators compiled on a route's first request. */
export const lazyValidators = ((externalSchemas: Record<string, unknown>, options: unknown) => {
  const compile = (validatorPool as unknown as (schemas: unknown, settings: unknown) => RouteSchemaCompiler)(externalSchemas, options);
  return (route: Parameters<RouteSchemaCompiler>[0]) => {
    const validator = onFirstUse(() => compile(route));
    // Fastify reads `errors` off the function it called, as Ajv leaves them there.
    const validate: Validate = (data: unknown) => {
      const compiled = validator();
      const result = compiled(data);
      validate.errors = compiled.errors;
      return result;
    };
    return validate;
  };
}) as unknown as ValidatorFactory;

const compiledBySettings = new Map<string, Map<string, Serializer>>();

/**
 * One response serializer for each distinct schema. Fastify asks for one for every route and status in every
 * plugin context, and the error body alone answers some 530 of them: each copy is tens of kilobytes of generated
 * source and code, held by every HTTP thread for the life of the process. A serializer depends only on its schema,
 * the shared schemas and the options, so equal ones share one (kept for the process: apps built in one process,
 * as in tests, share them too).
 */
export const sharedSerializers: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  const settings = JSON.stringify([externalSchemas ?? null, options ?? null]);
  let compiled = compiledBySettings.get(settings);
  if (!compiled) {
    compiled = new Map();
    compiledBySettings.set(settings, compiled);
  }
  const serializers = compiled;
  return (route) => {
    const key = JSON.stringify(route.schema);
    let serializer = serializers.get(key);
    if (!serializer) {
      const serializerOf = onFirstUse(() => compile(route));
      serializer = (data) => serializerOf()(data);
      serializers.set(key, serializer);
    }
    return serializer;
  };
};
