import { SerializerSelector, type Serializer, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

const compiledBySettings = new Map<string, Map<string, Serializer>>();

/**
 * One response serializer for each distinct schema. Fastify compiles one for every route and status in every
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
      serializer = compile(route);
      serializers.set(key, serializer);
    }
    return serializer;
  };
};
