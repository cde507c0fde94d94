import type { Kysely } from 'kysely';
import type { DriverDetails } from '../../shared/driversAndFleet';
import type { DriverFormValues } from '../../shared/onboardingSchemas';
import { isUniqueViolation } from '../db/constraintErrors';
import type { Database, Driver } from '../db/tables';
import { revokeDriverLinks } from './driverLinks';
import { toDriverRecord } from './drivers';

export const driverEmailTakenMessage = 'Another of your drivers has this email address';

export function toDriverDetails(row: Driver): DriverDetails {
  return { ...toDriverRecord(row), twicCardExpiration: row.twicCardExpiration, notes: row.notes, hasVtasPassword: Boolean(row.vtasPassword) };
}

const blankToNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null);

export type DriverUpdate = { driver: Driver } | { emailTaken: true } | { missing: true };

/**
 * Saves the edit form over the carrier's own driver. A blank MDA password keeps the one stored, since the form
 * is never given it back. The unique index refuses an e-mail another driver of the carrier already has.
 */
export async function updateDriverFromForm(
  db: Kysely<Database>, clientId: number, driverId: number, form: DriverFormValues,
): Promise<DriverUpdate> {
  const vtasPassword = blankToNull(form.vtasPassword);
  try {
    const driver = await db.updateTable('drivers').set({
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      email: blankToNull(form.email)?.toLowerCase() ?? null,
      cellPhoneNumber: blankToNull(form.cellPhoneNumber),
      twicCardExpiration: blankToNull(form.twicCardExpiration),
      notes: blankToNull(form.notes),
      ...(vtasPassword ? { vtasPassword } : {}),
    }).where('id', '=', driverId).where('clientId', '=', clientId).returningAll().executeTakeFirst();
    return driver ? { driver } : { missing: true };
  } catch (error) {
    if (isUniqueViolation(error)) return { emailTaken: true };
    throw error;
  }
}

/**
 * Deactivates or activates the carrier's own driver; past loads keep the driver either way. Deactivating ends the
 * driver's link in the same transaction; activating again does not bring it back (the carrier sends a new one).
 */
export async function setDriverEnabled(
  db: Kysely<Database>, clientId: number, driverId: number, enabled: boolean, now: Date,
): Promise<Driver | undefined> {
  return db.transaction().execute(async (trx) => {
    const driver = await trx.updateTable('drivers').set({ enabled: enabled ? 1 : 0 })
      .where('id', '=', driverId).where('clientId', '=', clientId).returningAll().executeTakeFirst();
    if (driver && !enabled) await revokeDriverLinks(trx, driverId, now.toISOString());
    return driver;
  });
}
