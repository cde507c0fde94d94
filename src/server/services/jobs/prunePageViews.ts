import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import { deletePageViewsBefore } from '../../repositories/pageViews';

/** Page views are kept this long: enough for a quarter's figures, not a record of every visit for ever. */
export const PAGE_VIEW_RETENTION_DAYS = 90;
/** How often views older than that are deleted (the jobs service runs it once across processes). */
export const PRUNE_PAGE_VIEWS_EVERY_MS = 60 * 60_000;

const DAY_MS = 24 * 60 * 60_000;

export function pruneOldPageViews(db: Kysely<Database>, clock: Clock): Promise<number> {
  return deletePageViewsBefore(db, new Date(clock.now().getTime() - PAGE_VIEW_RETENTION_DAYS * DAY_MS).toISOString());
}
