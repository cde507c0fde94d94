import type { Kysely } from 'kysely';
import type { CarrierApplicationForm } from '../../shared/registration';
import type { Database } from '../db/tables';

/*
 * Issue 22: applications from the website, each with the registration code mailed for it. Where one stands is read
 * from its code: used means the carrier registered, past its expiry means the link ran out.
 */

export type ApplicationStatus = 'open' | 'registered' | 'expired' | 'declined';

export interface CarrierApplicationRow extends CarrierApplicationForm {
  id: number;
  status: ApplicationStatus;
  appliedAt: string;
  declinedAt: string | null;
  codeExpiresAt: string;
}

export async function insertCarrierApplication(
  db: Kysely<Database>, row: CarrierApplicationForm & { codeHash: string; appliedAt: string },
): Promise<number> {
  const { id } = await db.insertInto('carrierApplications').values({
    registrationCode: row.codeHash, companyName: row.companyName, dotNumber: row.dotNumber, mcNumber: row.mcNumber,
    ownerName: row.ownerName, email: row.companyEmailAddress, phone: row.officePhone, createdAt: row.appliedAt, declinedAt: null,
  }).returning('id').executeTakeFirstOrThrow();
  return id;
}

const withCode = (db: Kysely<Database>) => db.selectFrom('carrierApplications')
  .innerJoin('registrationCodes', 'registrationCodes.code', 'carrierApplications.registrationCode')
  .select([
    'carrierApplications.id', 'carrierApplications.companyName', 'carrierApplications.dotNumber', 'carrierApplications.mcNumber',
    'carrierApplications.ownerName', 'carrierApplications.email', 'carrierApplications.phone', 'carrierApplications.createdAt',
    'carrierApplications.declinedAt', 'registrationCodes.code as codeHash', 'registrationCodes.usedAt', 'registrationCodes.expiresAt',
  ]);

type JoinedRow = Awaited<ReturnType<ReturnType<typeof withCode>['executeTakeFirstOrThrow']>>;

function statusOf(row: JoinedRow, now: string): ApplicationStatus {
  if (row.declinedAt) return 'declined';
  if (row.usedAt) return 'registered';
  return row.expiresAt > now ? 'open' : 'expired';
}

function toApplication(row: JoinedRow, now: string): CarrierApplicationRow {
  return {
    id: row.id, companyName: row.companyName, dotNumber: row.dotNumber, mcNumber: row.mcNumber, ownerName: row.ownerName,
    companyEmailAddress: row.email, officePhone: row.phone, status: statusOf(row, now), appliedAt: row.createdAt,
    declinedAt: row.declinedAt, codeExpiresAt: row.expiresAt,
  };
}

/** Newest first. */
export async function findCarrierApplications(
  db: Kysely<Database>, page: { limit: number; offset: number }, now: Date,
): Promise<{ rows: CarrierApplicationRow[]; total: number }> {
  const rows = await withCode(db).orderBy('carrierApplications.createdAt', 'desc').orderBy('carrierApplications.id', 'desc')
    .limit(page.limit).offset(page.offset).execute();
  const { count } = await db.selectFrom('carrierApplications').select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return { rows: rows.map((row) => toApplication(row, now.toISOString())), total: Number(count) };
}

export async function findCarrierApplication(db: Kysely<Database>, id: number, now: Date): Promise<CarrierApplicationRow | null> {
  const row = await withCode(db).where('carrierApplications.id', '=', id).executeTakeFirst();
  return row ? toApplication(row, now.toISOString()) : null;
}

export type DeclineOutcome = 'declined' | 'not_found' | 'already_declined' | 'registered';

/**
 * Marks the application declined and ends its code, in one transaction: the code's update is conditional on it being
 * unused, so a registration racing the decline either wins (the decline is refused) or finds its code ended.
 */
export async function declineCarrierApplication(db: Kysely<Database>, id: number, now: Date): Promise<DeclineOutcome> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await withCode(trx).where('carrierApplications.id', '=', id).executeTakeFirst();
    if (!row) return 'not_found';
    const declined = await trx.updateTable('carrierApplications').set({ declinedAt: at })
      .where('id', '=', id).where('declinedAt', 'is', null).executeTakeFirst();
    if (declined.numUpdatedRows === 0n) return 'already_declined';
    const ended = await trx.updateTable('registrationCodes').set({ expiresAt: at })
      .where('code', '=', row.codeHash).where('usedAt', 'is', null).executeTakeFirst();
    if (ended.numUpdatedRows === 0n) throw new CodeAlreadyUsed();
    return 'declined';
  }).catch((error: unknown) => {
    if (error instanceof CodeAlreadyUsed) return 'registered' as const;
    throw error;
  });
}

class CodeAlreadyUsed extends Error {}
