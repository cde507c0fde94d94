import type { Kysely, Selectable } from 'kysely';
import type { Database, SmsOutboxTable } from '../db/tables';

export type SmsOutboxRow = Selectable<SmsOutboxTable>;

export interface TextMessage {
  to: string;
  body: string;
  /** The carrier whose request writes it, counted against its sending limits. */
  clientId?: number;
}

/** A text is stored before anyone tries to send it; it stays 'queued' and never due while SMS_URL is unset. */
export async function queueTextMessage(db: Kysely<Database>, message: TextMessage, now: Date, nextAttemptAt: Date | null): Promise<SmsOutboxRow> {
  return db.insertInto('smsOutbox')
    .values({
      toNumber: message.to, body: message.body, createdAt: now.toISOString(), lastError: null, sentAt: null,
      nextAttemptAt: nextAttemptAt?.toISOString() ?? null, clientId: message.clientId ?? null,
    })
    .returningAll().executeTakeFirstOrThrow();
}

export async function findTextMessage(db: Kysely<Database>, id: number): Promise<SmsOutboxRow | undefined> {
  return db.selectFrom('smsOutbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first: what the operator lists. */
export async function latestTextMessages(db: Kysely<Database>, limit: number): Promise<SmsOutboxRow[]> {
  return db.selectFrom('smsOutbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
