import { sql, type Kysely } from 'kysely';
import type { DriverFormValues } from '../../shared/onboardingSchemas';
import type { Database, Driver } from '../db/tables';

const blankToNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null);
const digits = (value: string | null) => (value ?? '').replace(/\D/g, '');

/**
 * The carrier's driver this form describes again: same first and last name (any case) and the same e-mail or
 * mobile number, or neither given. A second submit of the same form (a retry, a double click) finds it.
 */
export async function findSameDriver(db: Kysely<Database>, clientId: number, form: DriverFormValues): Promise<Driver | undefined> {
  const rows = await db.selectFrom('drivers').selectAll().where('clientId', '=', clientId)
    .where(sql<string>`lower(${sql.ref('firstName')})`, '=', form.firstName.trim().toLowerCase())
    .where(sql<string>`lower(${sql.ref('lastName')})`, '=', form.lastName.trim().toLowerCase())
    .orderBy('id').execute();
  const email = blankToNull(form.email)?.toLowerCase() ?? null;
  const phone = digits(blankToNull(form.cellPhoneNumber));
  return rows.find((row) => {
    const rowEmail = row.email?.toLowerCase() ?? null;
    if (email || rowEmail) return email === rowEmail;
    return phone === digits(row.cellPhoneNumber);
  });
}

export async function insertDriverFromForm(db: Kysely<Database>, clientId: number, form: DriverFormValues, now: Date): Promise<Driver> {
  return db.insertInto('drivers').values({
    clientId,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    userName: null,
    email: blankToNull(form.email)?.toLowerCase() ?? null,
    cellPhoneNumber: blankToNull(form.cellPhoneNumber),
    twicCardExpiration: blankToNull(form.twicCardExpiration),
    vtasPassword: blankToNull(form.vtasPassword),
    notes: blankToNull(form.notes),
    // Spec 9: hasHandHeld defaults to the text 'true'.
    hasHandHeld: 'true',
    enabled: 1,
    createdAt: now.toISOString(),
  }).returningAll().executeTakeFirstOrThrow();
}
