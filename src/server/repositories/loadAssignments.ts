import type { Kysely, Updateable } from 'kysely';
import type { OrderStatus } from '../../shared/loads';
import type { Database, Load, LoadsTable } from '../db/tables';

/*
 * Who holds a load. Every write here is one conditional statement whose row count says whether it happened,
 * so two carriers (or two tabs) can never both win the same load.
 */

export interface ClaimValues {
  carrierClientId: number;
  driverId: number | null;
  scheduledPickup: string;
  scheduledDelivery: string;
  updatedAt: string;
}

export async function findLoadRow(db: Kysely<Database>, loadId: number): Promise<Load | undefined> {
  return db.selectFrom('loads').selectAll().where('id', '=', loadId).executeTakeFirst();
}

/** Claims the load only while it is still on the board; false when someone else got there first. */
export async function claimAvailableLoad(db: Kysely<Database>, loadId: number, values: ClaimValues): Promise<boolean> {
  const result = await db.updateTable('loads')
    .set({ ...values, orderStatus: 'PendingPickup' })
    .where('id', '=', loadId)
    .where('carrierClientId', 'is', null)
    .where('orderStatus', '=', 'Available')
    .where('visibleToCarriers', '=', 1)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Changes a load the carrier holds, only while its status is one of `statuses`. */
export async function updateHeldLoad(
  db: Kysely<Database>, loadId: number, clientId: number, statuses: readonly OrderStatus[],
  changes: Updateable<LoadsTable> & { updatedAt: string },
): Promise<boolean> {
  const result = await db.updateTable('loads')
    .set(changes)
    .where('id', '=', loadId)
    .where('carrierClientId', '=', clientId)
    .where('orderStatus', 'in', statuses)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Puts a claimed load back on the board: no carrier, no driver, no schedule. */
export async function releaseHeldLoad(db: Kysely<Database>, loadId: number, clientId: number, updatedAt: string): Promise<boolean> {
  return updateHeldLoad(db, loadId, clientId, ['PendingPickup'], {
    carrierClientId: null, driverId: null, scheduledPickup: null, scheduledDelivery: null, orderStatus: 'Available', updatedAt,
  });
}
