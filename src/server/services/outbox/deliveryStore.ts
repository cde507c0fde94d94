import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/** The tables whose rows wait to be delivered: mail and texts, each with status, attempts and next_attempt_at. */
export type OutboxTableName = 'outbox' | 'smsOutbox';

/**
 * Takes a due message for this process until `leaseUntil`: another process (or timer tick) that looks
 * meanwhile finds it not due, so one message is not sent twice at once. False when someone else took it.
 */
export async function claimDue(db: Kysely<Database>, table: OutboxTableName, id: number, now: Date, leaseUntil: Date): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ nextAttemptAt: leaseUntil.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('nextAttemptAt', '<=', now.toISOString())
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function dueMessageIds(db: Kysely<Database>, table: OutboxTableName, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('status', '=', 'queued')
    .where('nextAttemptAt', '<=', now.toISOString())
    .orderBy('nextAttemptAt')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function markSent(db: Kysely<Database>, table: OutboxTableName, id: number, now: Date): Promise<void> {
  await db.updateTable(table)
    .set((eb) => ({ status: 'sent', sentAt: now.toISOString(), nextAttemptAt: null, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Counts the failed attempt; `retryAt` null gives the message up as 'failed' (it stays in the outbox). */
export async function markAttemptFailed(db: Kysely<Database>, table: OutboxTableName, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db.updateTable(table)
    .set((eb) => ({
      status: retryAt ? 'queued' : 'failed',
      attempts: eb('attempts', '+', 1),
      lastError: error.slice(0, 2000),
      nextAttemptAt: retryAt?.toISOString() ?? null,
    }))
    .where('id', '=', id)
    .execute();
}
