import type { SearchFilter } from './criteria';
import type { IndexAnswer } from './query';

/** What pages need of the index, whether it lives in this thread or is asked of the thread that owns it. */
export interface IndexAccess {
  /** Changes with every change to the index; an answer read at one version holds while it is the same. */
  readonly version: number;
  /** The answer, with the version it was read at when it was read elsewhere. */
  query(filter: SearchFilter, today: number, offset: number, limit: number, key?: string): (IndexAnswer & { version?: number }) | Promise<IndexAnswer & { version?: number }>;
  /** Loads a page found no longer available: out of the index. */
  drop(ids: readonly number[]): void;
}
