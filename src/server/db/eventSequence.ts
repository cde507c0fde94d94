import { sql, type Kysely } from 'kysely';
import { dialectOf } from './schemaBuilders';

/*
 * Live event ids must become visible in order: a reader that has seen id 11 never looks below it again, so an id 10
 * committed after 11 would be lost. On PostgreSQL two transactions may take ids 10 and 11 and commit 11 first;
 * an advisory lock held to commit lets one writer at a time take ids and commit, so ids commit in order. The lock
 * is taken just before the rows are inserted, the last statements of the transaction, to hold it briefly.
 * SQLite has one writer at a time already.
 */
const liveEventSequenceLock = 1_406_214_001;

export async function lockLiveEventSequence(trx: Kysely<any>): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${sql.lit(liveEventSequenceLock)})`.execute(trx);
}
