import { sql, type Kysely } from 'kysely';
import type { VehicleCount } from '../../shared/loads';
import type { Database } from '../db/tables';

/**
 * How many vehicles the carrier's trucks carry, how many ride on its claimed and in-progress loads, and the
 * room left (never below 0: a carrier may have claimed more than its listed trucks hold).
 */
export async function findVehicleCount(db: Kysely<Database>, clientId: number): Promise<VehicleCount> {
  const [capacity, onLoads] = await Promise.all([
    db.selectFrom('trucks').where('clientId', '=', clientId)
      .select(sql<number | string | null>`sum(${sql.ref('quantity')} * ${sql.ref('capacity')})`.as('total')).executeTakeFirstOrThrow(),
    db.selectFrom('loads').where('carrierClientId', '=', clientId).where('orderStatus', 'in', ['PendingPickup', 'InRoute'])
      .select((eb) => eb.fn.sum<number | string | null>('vehicleCount').as('total')).executeTakeFirstOrThrow(),
  ]);
  const totalCapacity = Number(capacity.total ?? 0);
  const vehiclesOnLoads = Number(onLoads.total ?? 0);
  return { totalCapacity, vehiclesOnLoads, allotmentRemaining: Math.max(0, totalCapacity - vehiclesOnLoads) };
}
