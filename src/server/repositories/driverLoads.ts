import type { Kysely } from 'kysely';
import { DRIVER_LOAD_FIELDS, type DriverLoadRecord, type DriverLoadStatus, type OrderStatus } from '../../shared/contracts/load';
import type { Database, Driver, Load, Vehicle } from '../db/tables';
import { NO_VIEWER, toLoadRecord } from './loads';
import { pickFields } from './narrowRecord';

/** The loads of a driver's own page: only loads this driver carries for this driver's carrier. */

function ownLoads(db: Kysely<Database>, driver: Driver) {
  return db.selectFrom('loads').where('driverId', '=', driver.id).where('carrierClientId', '=', driver.clientId);
}

function driverStatus(status: OrderStatus): DriverLoadStatus {
  // A driver's own loads are claimed by the driver's carrier, so none of them is still on the board.
  if (status === 'Available') throw new Error('A driver load must be claimed.');
  return status;
}

/** The carrier's load record narrowed to what the driver's page shows. */
export function toDriverLoadRecord(row: Load, vehicles: readonly Vehicle[]): DriverLoadRecord {
  return {
    ...pickFields(toLoadRecord(row, vehicles, NO_VIEWER), DRIVER_LOAD_FIELDS),
    orderStatus: driverStatus(row.orderStatus),
    receivedBy: row.receivedBy,
    inspectionKind: row.inspectionKind,
  };
}

async function withVehicles(db: Kysely<Database>, rows: readonly Load[]): Promise<DriverLoadRecord[]> {
  if (rows.length === 0) return [];
  const vehicles = await db.selectFrom('vehicles').selectAll().where('loadId', 'in', rows.map((row) => row.id)).orderBy('position').execute();
  return rows.map((row) => toDriverLoadRecord(row, vehicles.filter((vehicle) => vehicle.loadId === row.id)));
}

/** On the road ('InRoute' sorts before 'PendingPickup'), then claimed, soonest pick-up first, then the deliveries since `deliveredSince`, newest first. */
export async function findDriverLoads(db: Kysely<Database>, driver: Driver, deliveredSince: string): Promise<DriverLoadRecord[]> {
  const [open, delivered] = await Promise.all([
    ownLoads(db, driver).selectAll().where('orderStatus', 'in', ['PendingPickup', 'InRoute'])
      .orderBy('orderStatus').orderBy('scheduledPickup').orderBy('earliestPickup').orderBy('id').limit(200).execute(),
    ownLoads(db, driver).selectAll().where('orderStatus', '=', 'Delivered').where('actualDelivery', '>=', deliveredSince)
      .orderBy('actualDelivery', 'desc').limit(100).execute(),
  ]);
  return withVehicles(db, [...open, ...delivered]);
}

export async function findDriverLoad(db: Kysely<Database>, driver: Driver, loadId: number): Promise<Load | null> {
  // Ajv lets '1e309' through integer schemas as Infinity; no load has such an id.
  if (!Number.isSafeInteger(loadId)) return null;
  return (await ownLoads(db, driver).selectAll().where('id', '=', loadId).executeTakeFirst()) ?? null;
}

export async function findDriverLoadRecord(db: Kysely<Database>, driver: Driver, loadId: number): Promise<DriverLoadRecord | null> {
  const row = await findDriverLoad(db, driver, loadId);
  return row ? (await withVehicles(db, [row]))[0] : null;
}
