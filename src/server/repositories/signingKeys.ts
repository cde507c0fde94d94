import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Database, SigningKeyName } from '../db/tables';

const read = (db: Kysely<Database>, name: SigningKeyName) =>
  db.selectFrom('signingKeys').select('secret').where('name', '=', name).executeTakeFirst();

/**
 * The configured secret, else the one kept in the database under `name`, so that every API process on the
 * database and every restart signs and checks links alike. Made on first use: the first process to write it
 * wins and every process then reads the same one.
 */
export async function signingSecret(db: Kysely<Database>, name: SigningKeyName, configured: string | null): Promise<string> {
  if (configured) return configured;
  const kept = await read(db, name);
  if (kept) return kept.secret;
  await db.insertInto('signingKeys').values({ name, secret: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('name').doNothing()).execute();
  return (await read(db, name))!.secret;
}
