import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiledOnce';
import type { Database } from '../db/tables';
import type { AccountTable } from './accounts';

/**
 * Where one side keeps its sessions: `operator_sessions` has the columns of `sessions`, with `operator_id` for
 * `user_id`. Each side looks for tokens only in its own table, so one side's token never opens the other's door.
 */
export interface SessionTables<Facts extends object> {
  sessions: 'sessions' | 'operatorSessions';
  owner: 'userId' | 'operatorId';
  accounts: AccountTable;
  /** What the side's guard needs of the account, read with the session. */
  facts: readonly (keyof Facts & string)[];
}

/** Any side's tables, where what the guard reads does not matter (`keyof never` is every key). */
export type AnySessionTables = SessionTables<never>;

export const carrierSessionTables: SessionTables<{ clientId: number }> = {
  sessions: 'sessions', owner: 'userId', accounts: 'users', facts: ['clientId'],
};

export const operatorSessionTables: SessionTables<{ name: string }> = {
  sessions: 'operatorSessions', owner: 'operatorId', accounts: 'operators', facts: ['name'],
};

export interface NewSession {
  ownerId: number;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

export interface ActiveSession {
  sessionId: number;
  /** The user's or the operator's id. */
  ownerId: number;
}

// Kysely is shown the carrier's tables under the side's names, so each query is written once for both sides.
const sideOf = (db: Kysely<Database>, tables: AnySessionTables) => ({
  db: db as unknown as Kysely<Pick<Database, 'sessions' | 'users'>>,
  sessions: tables.sessions as 'sessions',
  owner: tables.owner as 'userId',
  accounts: tables.accounts as 'users',
});

export async function insertSession(db: Kysely<Database>, tables: AnySessionTables, session: NewSession): Promise<number> {
  const side = sideOf(db, tables);
  const { ownerId, ...rest } = session;
  const { id } = await side.db
    .insertInto(side.sessions)
    .values({ ...rest, [side.owner]: ownerId, revokedAt: null } as { userId: number } & typeof rest & { revokedAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

// Compiled once per side: every request looks its session up (db/compiledOnce.ts).
const activeSessionQueries = new Map<AnySessionTables, (db: Kysely<Database>, tokenHash: string, now: string) => Promise<unknown[]>>();

function activeSessionQuery(tables: AnySessionTables) {
  return compiledOnce((db: Kysely<Database>, tokenHash: string, now: string) => {
    const side = sideOf(db, tables);
    return side.db
      .selectFrom(side.sessions)
      .innerJoin(side.accounts, `${side.accounts}.id`, `${side.sessions}.${side.owner}`)
      .select((eb) => [
        eb.ref(`${side.sessions}.id`).as('sessionId'),
        eb.ref(`${side.sessions}.${side.owner}`).as('ownerId'),
        ...tables.facts.map((fact) => eb.ref(`${side.accounts}.${fact as 'clientId'}`).as(fact)),
      ])
      .where(`${side.sessions}.tokenHash`, '=', tokenHash)
      .where(`${side.sessions}.revokedAt`, 'is', null)
      .where(`${side.sessions}.expiresAt`, '>', now);
  });
}

/** A session that is neither revoked nor expired at `now` (ISO-8601 UTC), with its account's facts. */
export async function findActiveSession<Facts extends object>(
  db: Kysely<Database>, tables: SessionTables<Facts>, tokenHash: string, now: string,
): Promise<(ActiveSession & Facts) | null> {
  let query = activeSessionQueries.get(tables);
  if (!query) activeSessionQueries.set(tables, (query = activeSessionQuery(tables)));
  const [row] = await query(db, tokenHash, now);
  return (row as (ActiveSession & Facts) | undefined) ?? null;
}

/** True when this call revoked it; false when it was already revoked or never existed. */
export async function revokeSession(db: Kysely<Database>, tables: AnySessionTables, sessionId: number, now: string): Promise<boolean> {
  const side = sideOf(db, tables);
  const result = await side.db
    .updateTable(side.sessions)
    .set({ revokedAt: now })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends every live session of an account, but the one in `keep` (the session that changed the password). */
export async function revokeOwnerSessions(
  db: Kysely<Database>, tables: AnySessionTables, ownerId: number, now: string, keep?: number,
): Promise<void> {
  const side = sideOf(db, tables);
  let query = side.db.updateTable(side.sessions).set({ revokedAt: now }).where(side.owner, '=', ownerId).where('revokedAt', 'is', null);
  if (keep !== undefined) query = query.where('id', '!=', keep);
  await query.execute();
}

/** Of these sessions, the ones neither revoked nor expired at `now` whose account still exists. */
export async function activeSessionIds(
  db: Kysely<Database>, tables: AnySessionTables, sessionIds: readonly number[], now: string,
): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const side = sideOf(db, tables);
  const rows = await side.db
    .selectFrom(side.sessions)
    .innerJoin(side.accounts, `${side.accounts}.id`, `${side.sessions}.${side.owner}`)
    .select(`${side.sessions}.id`)
    .where(`${side.sessions}.id`, 'in', sessionIds)
    .where(`${side.sessions}.revokedAt`, 'is', null)
    .where(`${side.sessions}.expiresAt`, '>', now)
    .execute();
  return new Set(rows.map((row) => row.id));
}
