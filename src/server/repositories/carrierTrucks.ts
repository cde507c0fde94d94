import type { Kysely } from 'kysely';
import type { CarrierTruck, TruckQuantity } from '../../shared/driversAndFleet';
import type { EquipmentType } from '../../shared/onboardingSchemas';
import type { Database } from '../db/tables';

type TruckRow = { id: number; clientId: number; quantity: number; carrierEquipmentType: string; isFlatBed: number; capacity: number };

export function toCarrierTruck(row: TruckRow): CarrierTruck {
  return {
    carrierTruckId: row.id,
    clientId: row.clientId,
    quantity: row.quantity,
    carrierEquipmentType: row.carrierEquipmentType as EquipmentType,
    isFlatBed: row.isFlatBed === 1,
    capacity: row.capacity,
  };
}

/** The carrier's trucks in the order they were added. */
export async function listCarrierTrucks(db: Kysely<Database>, clientId: number): Promise<CarrierTruck[]> {
  const rows = await db.selectFrom('trucks').selectAll().where('clientId', '=', clientId).orderBy('id').execute();
  return rows.map(toCarrierTruck);
}

/** Thrown inside a transaction to undo it when an id turned out not to be one of the carrier's trucks. */
class NotOwnTruck extends Error {}

async function unlessNotOwn<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof NotOwnTruck) return null;
    throw error;
  }
}

/**
 * Sets new quantities in one transaction: all or none. Answers null, changing nothing, when any id is not one
 * of the carrier's trucks (or was removed meanwhile).
 */
export async function updateTruckQuantities(db: Kysely<Database>, clientId: number, changes: TruckQuantity[]): Promise<CarrierTruck[] | null> {
  return unlessNotOwn(db.transaction().execute(async (trx) => {
    for (const { carrierTruckId, quantity } of changes) {
      const result = await trx.updateTable('trucks').set({ quantity })
        .where('id', '=', carrierTruckId).where('clientId', '=', clientId).executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new NotOwnTruck();
    }
    const ids = changes.map((change) => change.carrierTruckId);
    const rows = await trx.selectFrom('trucks').selectAll().where('clientId', '=', clientId).where('id', 'in', ids).orderBy('id').execute();
    return rows.map(toCarrierTruck);
  }));
}

/** Removes the trucks, all or none; null, removing nothing, when any id is not one of the carrier's trucks. */
export async function deleteCarrierTrucks(db: Kysely<Database>, clientId: number, carrierTruckIds: number[]): Promise<number[] | null> {
  const ids = [...new Set(carrierTruckIds)];
  return unlessNotOwn(db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('trucks').where('clientId', '=', clientId).where('id', 'in', ids).executeTakeFirst();
    if (Number(result.numDeletedRows) !== ids.length) throw new NotOwnTruck();
    return ids;
  }));
}
