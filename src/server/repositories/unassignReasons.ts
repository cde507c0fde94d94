import type { Kysely } from 'kysely';
import type { UnassignReasonGroups } from '../../shared/loads';
import type { Database } from '../db/tables';

/** Reasons a carrier gives for cancelling a claim, grouped as the cancel panel lists them. */

export async function findUnassignReasonGroups(db: Kysely<Database>): Promise<UnassignReasonGroups> {
  const rows = await db.selectFrom('unassignReasons').selectAll().orderBy('groupKey').orderBy('position').orderBy('code').execute();
  const groups: UnassignReasonGroups = {};
  for (const row of rows) {
    const group = (groups[row.groupKey] ??= { groupTitle: row.groupTitle, groupList: {} });
    group.groupList[row.code] = row.label;
  }
  return groups;
}

/** The reason with this code, compared without case (codes are stored upper-case); undefined when none. */
export async function findUnassignReasonCode(db: Kysely<Database>, code: string): Promise<string | undefined> {
  const row = await db.selectFrom('unassignReasons').select('code').where('code', '=', code.trim().toUpperCase()).executeTakeFirst();
  return row?.code;
}
