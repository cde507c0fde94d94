import type { Kysely } from 'kysely';
import { LOOKUP_KEYS, type LookupKey } from '../../shared/lookups';
import type { Database } from '../db/tables';

export { LOOKUP_KEYS, type LookupKey };

/** The key as stored, found without regard to case (routes are case-insensitive too), or null. */
export function lookupKeyOf(key: string): LookupKey | null {
  return LOOKUP_KEYS.find((known) => known.toLowerCase() === key.toLowerCase()) ?? null;
}

/** The stored value (JSON text parsed), or undefined when the key has no row. */
export async function findLookupValue(db: Kysely<Database>, key: LookupKey): Promise<unknown> {
  const row = await db.selectFrom('lookups').select('value').where('key', '=', key).executeTakeFirst();
  return row ? JSON.parse(row.value) : undefined;
}

export async function saveLookupValue(db: Kysely<Database>, key: LookupKey, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db.insertInto('lookups').values({ key, value: json })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: json }))
    .execute();
}

export async function findAllLookups(db: Kysely<Database>): Promise<{ key: string; value: unknown }[]> {
  const rows = await db.selectFrom('lookups').select(['key', 'value']).orderBy('key').execute();
  return rows.map((row) => ({ key: row.key, value: JSON.parse(row.value) }));
}
