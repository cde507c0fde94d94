import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export interface CarrierUpload {
  clientId: number;
  /** What was uploaded (the kind of document), for the operator reading the table. */
  kind: string;
  bytes: number;
}

/** The bytes of every file the carrier stored, together. */
export async function storedBytes(db: Kysely<Database>, clientId: number): Promise<number> {
  const row = await db.selectFrom('carrierUploads').select((eb) => eb.fn.sum<string | number | null>('bytes').as('total'))
    .where('clientId', '=', clientId).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** When the carrier stored its newest `limit` files since `since`, newest first. */
export async function uploadTimesSince(db: Kysely<Database>, clientId: number, since: Date, limit: number): Promise<string[]> {
  if (limit === 0) return [];
  const rows = await db.selectFrom('carrierUploads').select('createdAt')
    .where('clientId', '=', clientId).where('createdAt', '>', since.toISOString())
    .orderBy('createdAt', 'desc').limit(limit)
    .execute();
  return rows.map((row) => row.createdAt);
}

export async function recordUpload(db: Kysely<Database>, upload: CarrierUpload, now: Date): Promise<void> {
  await db.insertInto('carrierUploads').values({ ...upload, createdAt: now.toISOString() }).execute();
}
