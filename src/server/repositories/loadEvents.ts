import type { Kysely } from 'kysely';
import { insertMany } from '../db/bulkInsert';
import type { DialectName } from '../db/database';
import type { Database, LoadEventKind } from '../db/tables';

type DeskLoadEventKind = Extract<LoadEventKind, 'posted' | 'edited' | 'withdrawn'>;

/** The history of what carriers did to a load, written in the same transaction as the change itself. */

export interface LoadEventInput {
  loadId: number;
  clientId: number;
  /** Null when no carrier user did it: the driver, through their own link. */
  userId: number | null;
  kind: LoadEventKind;
  details: Record<string, unknown>;
}

export async function recordLoadEvent(db: Kysely<Database>, event: LoadEventInput, createdAt: string): Promise<void> {
  await db.insertInto('loadEvents')
    .values({ ...event, details: JSON.stringify(event.details), createdAt })
    .execute();
}

/** What the desk did to its loads (posted, edited, withdrawn): no carrier's, so no client or user; who in `postedBy`. */
export async function recordDeskLoadEvents(
  db: Kysely<Database>, dialect: DialectName, loadIds: readonly number[], kind: DeskLoadEventKind, postedBy: string, createdAt: string,
): Promise<void> {
  await insertMany(db, dialect, 'loadEvents', loadIds.map((loadId) => ({
    loadId, clientId: null, userId: null, kind, details: JSON.stringify({ postedBy }), createdAt,
  })));
}

export async function findLoadEvents(db: Kysely<Database>, loadId: number) {
  const rows = await db.selectFrom('loadEvents').selectAll().where('loadId', '=', loadId).orderBy('id').execute();
  return rows.map((row) => ({ ...row, details: JSON.parse(row.details) as Record<string, unknown> }));
}
