import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export interface NewOperatorSession {
  operatorId: number;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

export interface ActiveOperatorSession {
  sessionId: number;
  operatorId: number;
  name: string;
}

export async function insertOperatorSession(db: Kysely<Database>, session: NewOperatorSession): Promise<number> {
  const { id } = await db
    .insertInto('operatorSessions')
    .values({ ...session, revokedAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A session that is neither revoked nor expired at `now` (ISO-8601 UTC). */
export async function findActiveOperatorSession(
  db: Kysely<Database>, tokenHash: string, now: string,
): Promise<ActiveOperatorSession | null> {
  const row = await db
    .selectFrom('operatorSessions')
    .innerJoin('operators', 'operators.id', 'operatorSessions.operatorId')
    .select(['operatorSessions.id as sessionId', 'operatorSessions.operatorId', 'operators.name'])
    .where('operatorSessions.tokenHash', '=', tokenHash)
    .where('operatorSessions.revokedAt', 'is', null)
    .where('operatorSessions.expiresAt', '>', now)
    .executeTakeFirst();
  return row ?? null;
}

export async function revokeOperatorSession(db: Kysely<Database>, sessionId: number, now: string): Promise<void> {
  await db.updateTable('operatorSessions').set({ revokedAt: now }).where('id', '=', sessionId).where('revokedAt', 'is', null).execute();
}
