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

export async function findMessage(db: Kysely<Database>, id: number): Promise<OutboxRow | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
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
