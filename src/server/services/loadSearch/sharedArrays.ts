/** A typed array kind: Int32Array, Float64Array, … */
export interface TypedArrayKind<T> {
  new (length: number): T;
  new (buffer: SharedArrayBuffer): T;
  readonly BYTES_PER_ELEMENT: number;
}

/**
 * A zeroed typed array, in memory other threads can be handed without a copy when `shared`: the index lays
 * itself out in such arrays, so the HTTP threads read the one index in place (threads/indexMirror.ts). A build
 * grows plain arrays: V8 counts their memory when it decides to collect, so the outgrown ones go at once, where
 * outgrown shared ones piled up (a peak 50 MB higher at a million loads).
 */
export function arrayOf<T>(kind: TypedArrayKind<T>, length: number, shared: boolean): T {
  return shared ? new kind(new SharedArrayBuffer(length * kind.BYTES_PER_ELEMENT)) : new kind(length);
}

export const isShared = (array: { buffer: ArrayBufferLike }): boolean => array.buffer instanceof SharedArrayBuffer;

/** A shared typed array of `length`. */
export const sharedArray = <T>(kind: TypedArrayKind<T>, length: number): T => arrayOf(kind, length, true);

/** An array of the same kind as `like`, shared when `shared` (by default, when `like` is). */
export function arrayLike<T extends { constructor: unknown; buffer: ArrayBufferLike }>(like: T, length: number, shared = isShared(like)): T {
  return arrayOf(like.constructor as TypedArrayKind<T>, length, shared);
}
