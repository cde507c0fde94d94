import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { LoadSearch } from '../loadSearch/loadSearch';

/** What claim logic needs from the app: the database, and the search index to tell of changed loads. */
export interface ClaimContext {
  db: Kysely<Database>;
  loadSearch: Pick<LoadSearch, 'onLoadsChanged'>;
  /** The clock "today" is read from; tests may fix it. */
  now?: () => Date;
}

export const nowOf = (context: ClaimContext) => (context.now ? context.now() : new Date());
