import type { Insertable, Kysely } from 'kysely';
import { DEFAULT_INSPECTION_KIND } from '../../shared/inspections';
import type { DialectName } from '../db/database';
import { insertMany } from '../db/bulkInsert';
import type { Database, LoadsTable, VehiclesTable } from '../db/tables';
import { loadTimeZones } from '../places/timeZoneAt';
import type { CheckedLoad } from './postedLoadFields';

/** SQL of loads posted through the desk: ids, rows from checked posts, edits and withdrawals. */

const flagOf = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);

/** The columns a post sets, from a checked load: everything but the id, who posted it and the times. */
function postedColumns({ load, vehicles }: CheckedLoad) {
  return {
    rate: load.rate, miles: load.miles, brokerReference: load.brokerReference,
    vehicleCount: vehicles.length,
    totalWeightLbs: vehicles.reduce((sum, vehicle) => sum + (vehicle.weight ?? 0), 0),
    hasInoperable: flagOf(vehicles.some((vehicle) => vehicle.inoperable)),
    originName: load.originName, originAddress: load.originAddress, originCity: load.originCity, originState: load.originState,
    originZip: load.originZip, originLat: load.originLat, originLon: load.originLon,
    originBusinessHours: load.originBusinessHours ?? null, originComments: load.originComments ?? null,
    destinationName: load.destinationName, destinationAddress: load.destinationAddress, destinationCity: load.destinationCity,
    destinationState: load.destinationState, destinationZip: load.destinationZip,
    destinationLat: load.destinationLat, destinationLon: load.destinationLon,
    destinationBusinessHours: load.destinationBusinessHours ?? null, destinationComments: load.destinationComments ?? null,
    ...loadTimeZones(load),
    earliestPickup: load.earliestPickup, latestPickup: load.latestPickup,
    earliestDelivery: load.earliestDelivery ?? null, latestDelivery: load.latestDelivery ?? null,
    twicRequired: flagOf(load.twicRequired), rushSold: flagOf(load.rushSold), enclosedTruckRequired: flagOf(load.enclosedTruckRequired),
    guaranteedPickup: flagOf(load.guaranteedPickup), guaranteedDelivery: flagOf(load.guaranteedDelivery),
    inspectionKind: load.inspectionKind ?? DEFAULT_INSPECTION_KIND,
  };
}

export function newLoadRow(checked: CheckedLoad, id: number, postedBy: string, now: string): Insertable<LoadsTable> {
  return {
    id, orderStatus: 'Available', carrierClientId: null, driverId: null, visibleToCarriers: 1, visibleToCarriersFrom: now,
    scheduledPickup: null, scheduledDelivery: null, actualPickup: null, actualDelivery: null, pickupLate: 0, deliveryLate: 0,
    ...postedColumns(checked), postedBy, withdrawnAt: null, createdAt: now, updatedAt: now,
  };
}

export function vehicleRows(checked: CheckedLoad, loadId: number): Insertable<VehiclesTable>[] {
  return checked.vehicles.map((vehicle, index) => ({
    loadId, position: index + 1, year: vehicle.year, make: vehicle.make, model: vehicle.model, subModel: vehicle.subModel,
    weight: vehicle.weight === null ? null : String(vehicle.weight), inoperable: flagOf(vehicle.inoperable),
  }));
}

/** The next free load number: loads of the seed were numbered elsewhere, so posts continue past the largest. */
export async function nextLoadId(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('loads').select((eb) => eb.fn.max('id').as('largest')).executeTakeFirst();
  return Number(row?.largest ?? 0) + 1;
}

export async function insertPostedLoads(
  db: Kysely<Database>, dialect: DialectName, loads: readonly Insertable<LoadsTable>[], vehicles: readonly Insertable<VehiclesTable>[],
): Promise<void> {
  await insertMany(db, dialect, 'loads', loads);
  await insertMany(db, dialect, 'vehicles', vehicles);
}

/** Ids of this poster's loads by broker reference, for the references given. */
export async function findIdsByReference(db: Kysely<Database>, postedBy: string, references: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let start = 0; start < references.length; start += 5_000) {
    const rows = await db.selectFrom('loads').select(['id', 'brokerReference'])
      .where('postedBy', '=', postedBy).where('brokerReference', 'in', references.slice(start, start + 5_000)).execute();
    for (const row of rows) found.set(row.brokerReference!, row.id);
  }
  return found;
}

/** Rewrites an unclaimed, unwithdrawn load and its vehicles; false when it was claimed or withdrawn meanwhile. */
export async function updateUnclaimedLoad(db: Kysely<Database>, id: number, checked: CheckedLoad, now: string): Promise<boolean> {
  const result = await db.updateTable('loads').set({ ...postedColumns(checked), updatedAt: now })
    .where('id', '=', id).where('carrierClientId', 'is', null).where('orderStatus', '=', 'Available').where('withdrawnAt', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await db.deleteFrom('vehicles').where('loadId', '=', id).execute();
  await db.insertInto('vehicles').values(vehicleRows(checked, id)).execute();
  return true;
}

/** Takes an unclaimed load off the board; false when it was claimed or withdrawn already. */
export async function withdrawUnclaimedLoad(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db.updateTable('loads').set({ visibleToCarriers: 0, withdrawnAt: now, updatedAt: now })
    .where('id', '=', id).where('carrierClientId', 'is', null).where('orderStatus', '=', 'Available').where('withdrawnAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
