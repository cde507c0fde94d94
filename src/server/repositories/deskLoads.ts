import type { Kysely } from 'kysely';
import type { DeskLoadRecord, DeskLoadStatus } from '../../shared/contracts/deskLoad';
import { CARRIER_VIEW_FIELDS } from '../../shared/contracts/load';
import type { Database, Load, Vehicle } from '../db/tables';
import { findVehiclesByLoad, NO_VIEWER, toLoadRecord } from './loads';
import { omitFields } from './narrowRecord';

/** Loads as the desk reads them: any state, with the carrier, who posted them and when they were withdrawn. */

function toDeskLoadRecord(row: Load, vehicles: readonly Vehicle[]): DeskLoadRecord {
  return {
    ...omitFields(toLoadRecord(row, vehicles, NO_VIEWER), CARRIER_VIEW_FIELDS),
    status: row.withdrawnAt ? 'Withdrawn' : row.orderStatus,
    carrierClientId: row.carrierClientId, brokerReference: row.brokerReference, postedBy: row.postedBy,
    visibleToCarriers: row.visibleToCarriers === 1, withdrawnAt: row.withdrawnAt, inspectionKind: row.inspectionKind, createdAt: row.createdAt, updatedAt: row.updatedAt,
  };
}

/** The load, in any state; with `postedBy`, only when that poster posted it (a broker's key reads its own). */
export async function findDeskLoad(db: Kysely<Database>, id: number, postedBy?: string): Promise<DeskLoadRecord | null> {
  const row = await db.selectFrom('loads').selectAll().where('id', '=', id)
    .$if(postedBy !== undefined, (query) => query.where('postedBy', '=', postedBy!))
    .executeTakeFirst();
  if (!row) return null;
  const vehicles = await findVehiclesByLoad(db, [id]);
  return toDeskLoadRecord(row, vehicles.get(id) ?? []);
}

/** A page of loads, newest first, in one status or any; with `postedBy`, only that poster's. */
export async function listDeskLoads(
  db: Kysely<Database>, criteria: { status?: DeskLoadStatus; postedBy?: string; page: number; pageSize: number },
): Promise<{ records: DeskLoadRecord[]; totalRecordCount: number }> {
  const { status, postedBy } = criteria;
  const filtered = db.selectFrom('loads')
    .$if(postedBy !== undefined, (query) => query.where('postedBy', '=', postedBy!))
    .$if(status === 'Withdrawn', (query) => query.where('withdrawnAt', 'is not', null))
    .$if(status !== undefined && status !== 'Withdrawn', (query) => query
      .where('orderStatus', '=', status as Load['orderStatus']).where('withdrawnAt', 'is', null));
  const [rows, count] = await Promise.all([
    filtered.selectAll().orderBy('id', 'desc').limit(criteria.pageSize).offset((criteria.page - 1) * criteria.pageSize).execute(),
    filtered.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const vehicles = await findVehiclesByLoad(db, rows.map((row) => row.id));
  return { records: rows.map((row) => toDeskLoadRecord(row, vehicles.get(row.id) ?? [])), totalRecordCount: Number(count.count) };
}
