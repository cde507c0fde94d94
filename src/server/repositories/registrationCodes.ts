import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** Codes are kept only as their sha256 (column `code`), so the table alone lets no one register. */
export interface RegistrationCodeRow {
  codeHash: string;
  email: string;
  companyName: string | null;
  expiresAt: string;
  usedAt: string | null;
}

export async function insertRegistrationCode(db: Kysely<Database>, row: Omit<RegistrationCodeRow, 'usedAt'>): Promise<void> {
  await db.insertInto('registrationCodes')
    .values({ code: row.codeHash, email: row.email, companyName: row.companyName, expiresAt: row.expiresAt, usedAt: null })
    .execute();
}

export async function findRegistrationCode(db: Kysely<Database>, codeHash: string): Promise<RegistrationCodeRow | null> {
  const row = await db.selectFrom('registrationCodes')
    .select(['code as codeHash', 'email', 'companyName', 'expiresAt', 'usedAt'])
    .where('code', '=', codeHash)
    .executeTakeFirst();
  return row ?? null;
}

/** True for the one caller that used the code: of many simultaneous registrations only one may win. */
export async function markRegistrationCodeUsed(db: Kysely<Database>, codeHash: string, now: string): Promise<boolean> {
  const result = await db.updateTable('registrationCodes')
    .set({ usedAt: now })
    .where('code', '=', codeHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertCarrierRegistration(
  db: Kysely<Database>, row: { codeHash: string; companyName: string; companyEmailAddress: string; form: string; createdAt: string },
): Promise<number> {
  const { id } = await db.insertInto('carrierRegistrations')
    .values({ registrationCode: row.codeHash, companyName: row.companyName, companyEmailAddress: row.companyEmailAddress, form: row.form, createdAt: row.createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
