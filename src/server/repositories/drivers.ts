import type { Kysely } from 'kysely';
import type { DriverRecord } from '../../shared/loads';
import type { Database, Driver } from '../db/tables';

/** The one place a driver row becomes the wire's DriverRecord; `name` is '' for an unnamed driver. */
export function toDriverRecord(row: Driver): DriverRecord {
  return {
    driverId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: [row.firstName, row.lastName].filter((part) => part && part.trim()).join(' ').trim(),
    email: row.email,
    cellPhoneNumber: row.cellPhoneNumber,
    enabled: row.enabled === 1,
  };
}

/** The carrier's own driver with this id, active or not; undefined for another carrier's. */
export async function findClientDriver(db: Kysely<Database>, clientId: number, driverId: number): Promise<Driver | undefined> {
  return db.selectFrom('drivers').selectAll().where('id', '=', driverId).where('clientId', '=', clientId).executeTakeFirst();
}
