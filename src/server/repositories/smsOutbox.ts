import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export interface TextMessage {
  to: string;
  body: string;
  /** The carrier whose request writes it, counted against its sending limits. */
  clientId?: number;
}

/** Stores a text message; it stays 'queued' until an SMS provider is configured to send it. */
export async function queueTextMessage(db: Kysely<Database>, message: TextMessage, now: Date): Promise<number> {
  const { id } = await db.insertInto('smsOutbox')
    .values({ toNumber: message.to, body: message.body, createdAt: now.toISOString(), lastError: null, sentAt: null, clientId: message.clientId ?? null })
    .returning('id').executeTakeFirstOrThrow();
  return id;
}
