import { sql, type Kysely } from 'kysely';
import type { DriverFormValues } from '../../shared/onboardingSchemas';
import { isSerializationFailure, isUniqueViolation } from '../db/constraintErrors';
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

export type DriverEnrolment = { driver: Driver; created: boolean } | { emailTaken: true };

/**
 * Adds the driver unless the carrier has them already. The look-up and the insert are one serializable step on
 * PostgreSQL (SQLite runs one writer at a time), and the unique index on the e-mail settles two adds racing
 * with one address: the loser finds the winner's driver if it is the same one, or is told the address is taken.
 */
export async function enrolDriver(db: Kysely<Database>, clientId: number, form: DriverFormValues, now: Date): Promise<DriverEnrolment> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(async (trx) => {
        const existing = await findSameDriver(trx, clientId, form);
        if (existing) return { driver: existing, created: false };
        return { driver: await insertDriverFromForm(trx, clientId, form, now), created: true };
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        const winner = await findSameDriver(db, clientId, form);
        return winner ? { driver: winner, created: false } : { emailTaken: true };
      }
      if (isSerializationFailure(error) && attempt < 5) continue;
      throw error;
    }
  }
}
