import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import type { LiveEventWrites } from '../liveEvents/wake';
import type { LoadSearch } from '../loadSearch/loadSearch';

/** What claim logic needs from the app: the database, the search index to tell of changed loads, and the clock. */
export interface ClaimContext {
  db: Kysely<Database>;
  loadSearch: Pick<LoadSearch, 'onLoadsChanged'>;
  /** The clock "today" and the windows are read from. */
  clock: Clock;
  liveEventWrites: LiveEventWrites;
}

export const nowOf = (context: ClaimContext) => context.clock.now();
