import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export interface NewSession {
  userId: number;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

export interface ActiveSession {
  sessionId: number;
  userId: number;
  clientId: number;
}

export async function insertSession(db: Kysely<Database>, session: NewSession): Promise<number> {
  const { id } = await db
    .insertInto('sessions')
    .values({ ...session, revokedAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A session that is neither revoked nor expired at `now` (ISO-8601 UTC). */
export async function findActiveSession(db: Kysely<Database>, tokenHash: string, now: string): Promise<ActiveSession | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['sessions.id as sessionId', 'sessions.userId', 'users.clientId'])
    .where('sessions.tokenHash', '=', tokenHash)
    .where('sessions.revokedAt', 'is', null)
    .where('sessions.expiresAt', '>', now)
    .executeTakeFirst();
  return row ?? null;
}

/** True when this call revoked it; false when it was already revoked or never existed. */
export async function revokeSession(db: Kysely<Database>, sessionId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends every live session of a user, but the one in `keep` (the session that changed the password). */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, now: string, keep?: number): Promise<void> {
  let query = db.updateTable('sessions').set({ revokedAt: now }).where('userId', '=', userId).where('revokedAt', 'is', null);
  if (keep !== undefined) query = query.where('id', '!=', keep);
  await query.execute();
}

/** Of these sessions, the ones neither revoked nor expired at `now` whose user still exists. */
export async function activeSessionIds(db: Kysely<Database>, sessionIds: readonly number[], now: string): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select('sessions.id')
    .where('sessions.id', 'in', sessionIds)
    .where('sessions.revokedAt', 'is', null)
    .where('sessions.expiresAt', '>', now)
    .execute();
  return new Set(rows.map((row) => row.id));
}
