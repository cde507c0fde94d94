import { isMainThread, workerData } from 'node:worker_threads';
import type { HttpThreadData } from './httpThreads';

/**
 * A thing an HTTP thread makes once from the data it was started with (httpThreads.ts): the accessor answers
 * the same one at every call, and null in the main thread or where the data holds no part to make it from.
 */
export function ofHttpThread<T>(make: (data: Partial<HttpThreadData>) => T | null): () => T | null {
  let made: T | null | undefined;
  return () => {
    if (made === undefined) made = isMainThread || !workerData ? null : make(workerData as Partial<HttpThreadData>);
    return made;
  };
}
