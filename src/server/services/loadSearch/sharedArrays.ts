/** A typed array kind: Int32Array, Float64Array, … */
export interface TypedArrayKind<T> {
  new (buffer: SharedArrayBuffer): T;
  readonly BYTES_PER_ELEMENT: number;
}

/**
 * A zeroed typed array in memory other threads can be handed without a copy: the index's arrays are made this
 * way, so the HTTP threads read the one index in place (threads/indexMirror.ts).
 */
export function sharedArray<T>(kind: TypedArrayKind<T>, length: number): T {
  return new kind(new SharedArrayBuffer(length * kind.BYTES_PER_ELEMENT));
}

/** A shared array of the same kind as `like`. */
export function sharedLike<T extends { constructor: unknown }>(like: T, length: number): T {
  return sharedArray(like.constructor as TypedArrayKind<T>, length);
}
