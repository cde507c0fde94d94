import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import type { LaneCache } from '../../repositories/loadLanes';
import type { LiveEventWrites } from '../liveEvents/wake';
import type { LoadSearch } from '../loadSearch/loadSearch';

/** What claim logic needs from the app: the database, the search index to tell of changed loads, and the clock. */
export interface ClaimContext {
  db: Kysely<Database>;
  loadSearch: Pick<LoadSearch, 'onLoadsChanged'>;
  /** The clock "today" and the windows are read from. */
  clock: Clock;
  liveEventWrites: LiveEventWrites;
  /** The carriers' lanes, for the load detail answered after a change. */
  lanes: LaneCache;
}

export const nowOf = (context: ClaimContext) => context.clock.now();
