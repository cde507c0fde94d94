import type { Kysely } from 'kysely';
import type { FieldError } from '../../../shared/wire';
import type { Database } from '../../db/tables';
import { findClientDriver } from '../../repositories/drivers';
import { idOf } from '../../../shared/valueReaders';

/**
 * A driver may be put on a load only when the carrier employs them and they are active. Null means no driver.
 * Another carrier's driver reads the same as one that does not exist, so ids of other carriers cannot be probed.
 */
export async function checkDriverChoice(
  db: Kysely<Database>, clientId: number, driverId: number | null, errors: FieldError[],
): Promise<void> {
  if (driverId === null) return;
  const driver = idOf(driverId) !== null
    ? await findClientDriver(db, clientId, driverId)
    : undefined;
  if (!driver) errors.push({ field: 'driverId', message: 'Choose one of your own drivers.' });
  else if (driver.enabled !== 1) errors.push({ field: 'driverId', message: 'This driver is deactivated: choose an active driver.' });
}
