import type { Insertable, Kysely, Selectable } from 'kysely';
import type { InspectionStage } from '../../shared/inspections';
import type { Database, InspectionsTable } from '../db/tables';

/** The signed inspections: written once, each correction a new version, never updated. */

export type InspectionRow = Selectable<InspectionsTable>;

export async function findInspectionByKey(db: Kysely<Database>, driverId: number, idempotencyKey: string): Promise<InspectionRow | null> {
  return (await db.selectFrom('inspections').selectAll()
    .where('driverId', '=', driverId).where('idempotencyKey', '=', idempotencyKey).executeTakeFirst()) ?? null;
}

/** The newest version of the load's inspection at this stage, or null before the first. */
export async function findCurrentInspection(db: Kysely<Database>, loadId: number, stage: InspectionStage): Promise<InspectionRow | null> {
  return (await db.selectFrom('inspections').selectAll().where('loadId', '=', loadId).where('stage', '=', stage)
    .orderBy('version', 'desc').limit(1).executeTakeFirst()) ?? null;
}

/** Every version of the load's inspections, pick-up first, then by version. */
export async function findLoadInspections(db: Kysely<Database>, loadId: number): Promise<InspectionRow[]> {
  if (!Number.isSafeInteger(loadId)) return [];
  const rows = await db.selectFrom('inspections').selectAll().where('loadId', '=', loadId).orderBy('version').execute();
  const stageOrder = (row: InspectionRow) => (row.stage === 'pickup' ? 0 : 1);
  return rows.sort((a, b) => stageOrder(a) - stageOrder(b) || a.version - b.version);
}

export async function insertInspection(db: Kysely<Database>, row: Omit<Insertable<InspectionsTable>, 'version'>): Promise<InspectionRow> {
  const newest = await db.selectFrom('inspections').select((eb) => eb.fn.max('version').as('version'))
    .where('loadId', '=', row.loadId).where('stage', '=', row.stage).executeTakeFirst();
  const version = Number(newest?.version ?? 0) + 1;
  return db.insertInto('inspections').values({ ...row, version }).returningAll().executeTakeFirstOrThrow();
}
