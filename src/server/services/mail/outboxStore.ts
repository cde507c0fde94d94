import type { Kysely, Selectable } from 'kysely';
import type { Database, OutboxTable } from '../../db/tables';

export type OutboxRow = Selectable<OutboxTable>;

/** A message is queued before anyone tries to send it, so a crash mid-delivery loses nothing. */
export async function queueMessage(
  db: Kysely<Database>, message: { toAddress: string; subject: string; raw: string; clientId: number | null }, now: Date, nextAttemptAt: Date | null,
): Promise<number> {
  const { id } = await db
    .insertInto('outbox')
    .values({
      ...message, status: 'queued', attempts: 0, lastError: null, createdAt: now.toISOString(), sentAt: null,
      nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Takes a due message for this process until `leaseUntil`: another process (or timer tick) that looks
 * meanwhile finds it not due, so one message is not sent twice at once. False when someone else took it.
 */
export async function claimDue(db: Kysely<Database>, id: number, now: Date, leaseUntil: Date): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ nextAttemptAt: leaseUntil.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('nextAttemptAt', '<=', now.toISOString())
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function dueMessageIds(db: Kysely<Database>, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'queued')
    .where('nextAttemptAt', '<=', now.toISOString())
    .orderBy('nextAttemptAt')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function findMessage(db: Kysely<Database>, id: number): Promise<OutboxRow | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markSent(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db.updateTable('outbox')
    .set((eb) => ({ status: 'sent', sentAt: now.toISOString(), nextAttemptAt: null, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Counts the failed attempt; `retryAt` null gives the message up as 'failed' (it stays in the outbox). */
export async function markAttemptFailed(db: Kysely<Database>, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db.updateTable('outbox')
    .set((eb) => ({
      status: retryAt ? 'queued' : 'failed',
      attempts: eb('attempts', '+', 1),
      lastError: error.slice(0, 2000),
      nextAttemptAt: retryAt?.toISOString() ?? null,
    }))
    .where('id', '=', id)
    .execute();
}

/** Newest first, without the raw message: what the operator lists. */
export async function latestMessages(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('outbox')
    .select(['id', 'toAddress', 'subject', 'status', 'attempts', 'lastError', 'createdAt', 'sentAt', 'nextAttemptAt'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
