/*
 * Libraries only some requests need (a PDF, a photo, a mail, a CSV, a pay date's holidays, Redis with REDIS_URL)
 * are required by their first use rather than at start: every HTTP thread is a whole copy of the app in its own
 * heap, and would otherwise pay for each of them whether or not it ever serves such a request.
 */

/**
 * The module `id` as `require` gives it (module.exports, so a CommonJS package's default export is the module
 * itself), loaded on the first call and the same object after. `T` is the caller's word for its shape: name it
 * from an `import type` of the package.
 */
export function lazyModule<T>(id: string): () => T {
  let loaded: { module: T } | undefined;
  return () => {
    // A plain require, not import(): synchronous callers (a pay date in a mapper) need the module at once.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded ??= { module: require(id) as T };
    return loaded.module;
  };
}
