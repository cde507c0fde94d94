import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/tables';
import type { LiveEventWrites } from '../liveEvents/wake';

/** What posting works with, from the desk API and from `npm run desk` alike. */
export interface PostingContext {
  db: Kysely<Database>;
  dialect: DialectName;
  clock: Clock;
  liveEventWrites: LiveEventWrites;
  /** Who posts: the operator's or API key's name; a broker reference is unique per poster. */
  postedBy: string;
  /** Puts changed loads in or out of search at once; elsewhere the index's catch-up finds them by `updatedAt`. */
  onLoadsChanged(ids: number[]): Promise<void>;
}

export const utcDayOf = (instant: Date) => instant.toISOString().slice(0, 10);
