import type { Kysely, Updateable } from 'kysely';
import type { OrderStatus } from '../../shared/loads';
import type { Database, Load, LoadsTable } from '../db/tables';

/*
 * Who holds a load. Every write here is one conditional statement that answers the row as written, or
 * undefined when it did not happen, so two carriers (or two tabs) can never both win the same load.
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

/** Claims the load only while it is still on the board; undefined when someone else got there first. */
export async function claimAvailableLoad(db: Kysely<Database>, loadId: number, values: ClaimValues): Promise<Load | undefined> {
  return db.updateTable('loads')
    .set({ ...values, orderStatus: 'PendingPickup' })
    .where('id', '=', loadId)
    .where('carrierClientId', 'is', null)
    .where('orderStatus', '=', 'Available')
    .where('visibleToCarriers', '=', 1)
    .returningAll()
    .executeTakeFirst();
}

/** Changes a load the carrier holds, only while its status is one of `statuses`. */
export async function updateHeldLoad(
  db: Kysely<Database>, loadId: number, clientId: number, statuses: readonly OrderStatus[],
  changes: Updateable<LoadsTable> & { updatedAt: string },
): Promise<Load | undefined> {
  return db.updateTable('loads')
    .set(changes)
    .where('id', '=', loadId)
    .where('carrierClientId', '=', clientId)
    .where('orderStatus', 'in', statuses)
    .returningAll()
    .executeTakeFirst();
}

/** Puts a claimed load back on the board: no carrier, no driver, no schedule. */
export async function releaseHeldLoad(db: Kysely<Database>, loadId: number, clientId: number, updatedAt: string): Promise<Load | undefined> {
  return updateHeldLoad(db, loadId, clientId, ['PendingPickup'], {
    carrierClientId: null, driverId: null, scheduledPickup: null, scheduledDelivery: null, orderStatus: 'Available', updatedAt,
  });
}
