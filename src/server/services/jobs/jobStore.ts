import type { Kysely, Selectable } from 'kysely';
import type { Database, JobsTable } from '../../db/tables';

export type JobRow = Selectable<JobsTable>;

/** Adds the job's row, first due at `dueAt`, unless some process (or an earlier start) already has. */
export async function ensureJob(db: Kysely<Database>, name: string, dueAt: Date): Promise<void> {
  await db.insertInto('jobs')
    .values({ name, dueAt: dueAt.toISOString(), leaseOwner: null, leaseExpiresAt: null, lastRunAt: null, lastError: null })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

/**
 * Takes the job for `owner` until `leaseUntil` when it is due and nobody holds a live lease; answers the due time
 * it took, or null. One conditional UPDATE: of processes asking at once, exactly one matches the row.
 */
export async function claimDueJob(db: Kysely<Database>, name: string, owner: string, now: Date, leaseUntil: Date): Promise<string | null> {
  const nowText = now.toISOString();
  const row = await db.updateTable('jobs')
    .set({ leaseOwner: owner, leaseExpiresAt: leaseUntil.toISOString() })
    .where('name', '=', name)
    .where('dueAt', '<=', nowText)
    .where((eb) => eb.or([eb('leaseExpiresAt', 'is', null), eb('leaseExpiresAt', '<', nowText)]))
    .returning('dueAt')
    .executeTakeFirst();
  return row?.dueAt ?? null;
}

/** Records the run and sets the next due time; answers false when the lease was lost (taken over) meanwhile. */
export async function finishJob(
  db: Kysely<Database>,
  name: string,
  owner: string,
  outcome: { ranAt: Date; nextDueAt: Date; error: string | null },
): Promise<boolean> {
  const result = await db.updateTable('jobs')
    .set({
      dueAt: outcome.nextDueAt.toISOString(), leaseOwner: null, leaseExpiresAt: null,
      lastRunAt: outcome.ranAt.toISOString(), lastError: outcome.error,
    })
    .where('name', '=', name)
    .where('leaseOwner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listJobs(db: Kysely<Database>): Promise<JobRow[]> {
  return db.selectFrom('jobs').selectAll().orderBy('name').execute();
}

/**
 * Makes a job due at `now`, so the next look of any process runs it (a run under way finishes first and sets its
 * own next time). Answers false for a name the table does not hold.
 */
export async function makeJobDue(db: Kysely<Database>, name: string, now: Date): Promise<boolean> {
  const result = await db.updateTable('jobs').set({ dueAt: now.toISOString() }).where('name', '=', name).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
