import type { SearchFilter } from '../criteria';
import type { IndexAnswer } from '../query';

/** What an HTTP thread and the main thread, which owns the index, say to each other over their MessagePort. */

export type ToIndexOwner =
  | { type: 'query'; id: number; key: string; filter: SearchFilter; today: number; offset: number; limit: number }
  | { type: 'changed'; id: number; ids: number[] }
  | { type: 'drop'; ids: number[] };

export type FromIndexOwner =
  | ({ type: 'answer'; id: number; version: number } & IndexAnswer)
  | { type: 'done'; id: number }
  | { type: 'failed'; id: number; message: string }
  | { type: 'forget'; ids: number[] };
