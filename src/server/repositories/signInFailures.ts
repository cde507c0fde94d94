import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';

export interface FailureWindow {
  /** ISO-8601 UTC. */
  now: string;
  /** Failures before this instant belong to an earlier, finished window. */
  windowStart: string;
  /** How many failures within the window lock the key. */
  limit: number;
  /** When a lock taken now ends. */
  lockUntil: string;
}

/** The latest end of a lock still in force on any of `keys`, or null. */
export async function findLockedUntil(db: Kysely<Database>, keys: string[], now: string): Promise<string | null> {
  const row = await db
    .selectFrom('signInFailures')
    .select((eb) => eb.fn.max('lockedUntil').as('lockedUntil'))
    .where('key', 'in', keys)
    .where('lockedUntil', '>', now)
    .executeTakeFirst();
  return row?.lockedUntil ?? null;
}

/**
 * Counts one failure in a single upsert, so processes sharing the database never lose a count:
 * a stale window restarts at 1, and reaching the limit sets the lock.
 */
export async function recordFailure(db: Kysely<Database>, key: string, window: FailureWindow): Promise<void> {
  const stale = sql<boolean>`${sql.ref('signInFailures.firstFailedAt')} < ${window.windowStart}`;
  const failures = sql<number>`CASE WHEN ${stale} THEN 1 ELSE ${sql.ref('signInFailures.failures')} + 1 END`;
  await db
    .insertInto('signInFailures')
    .values({ key, failures: 1, firstFailedAt: window.now, lockedUntil: window.limit <= 1 ? window.lockUntil : null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures,
        firstFailedAt: sql<string>`CASE WHEN ${stale} THEN ${window.now} ELSE ${sql.ref('signInFailures.firstFailedAt')} END`,
        lockedUntil: sql<string | null>`CASE WHEN ${failures} >= ${window.limit} THEN ${window.lockUntil} ELSE NULL END`,
      }),
    )
    .execute();
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('signInFailures').where('key', '=', key).execute();
}
