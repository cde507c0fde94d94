import type { Kysely } from 'kysely';
import type { TruckRowValues } from '../../shared/onboardingSchemas';
import type { Database } from '../db/tables';

export interface CarrierEquipment {
  carrierHaveTwicCard: boolean;
  carrierHaveStraps: boolean;
  carrierHaveWinches: boolean;
  carrierTrucksHaveInternet: boolean;
  carrierHandleInops: boolean;
}

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

export async function updateCarrierEquipment(db: Kysely<Database>, clientId: number, equipment: CarrierEquipment): Promise<void> {
  await db.updateTable('clients').set({
    haveTwicCard: flag(equipment.carrierHaveTwicCard),
    haveStraps: flag(equipment.carrierHaveStraps),
    haveWinches: flag(equipment.carrierHaveWinches),
    trucksHaveInternet: flag(equipment.carrierTrucksHaveInternet),
    handleInops: flag(equipment.carrierHandleInops),
  }).where('id', '=', clientId).execute();
}

export interface CarrierTruckRecord extends TruckRowValues {
  carrierTruckId: number;
  clientId: number;
}

/** Adds the rows in one transaction: either every truck is added or none. */
export async function insertCarrierTrucks(db: Kysely<Database>, clientId: number, rows: TruckRowValues[]): Promise<CarrierTruckRecord[]> {
  return db.transaction().execute(async (trx) => {
    const added: CarrierTruckRecord[] = [];
    for (const row of rows) {
      const isFlatBed = row.isFlatBed === true;
      const values = { clientId, quantity: row.quantity, carrierEquipmentType: row.carrierEquipmentType, isFlatBed: flag(isFlatBed), capacity: isFlatBed ? 1 : row.capacity };
      const { id } = await trx.insertInto('trucks').values(values).returning('id').executeTakeFirstOrThrow();
      added.push({ carrierTruckId: id, clientId, quantity: values.quantity, carrierEquipmentType: values.carrierEquipmentType, isFlatBed, capacity: values.capacity });
    }
    return added;
  });
}
