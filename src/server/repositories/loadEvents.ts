import type { Kysely } from 'kysely';
import type { Database, LoadEventKind } from '../db/tables';

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

export async function findLoadEvents(db: Kysely<Database>, loadId: number) {
  const rows = await db.selectFrom('loadEvents').selectAll().where('loadId', '=', loadId).orderBy('id').execute();
  return rows.map((row) => ({ ...row, details: JSON.parse(row.details) as Record<string, unknown> }));
}
