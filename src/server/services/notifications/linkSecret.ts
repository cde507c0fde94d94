import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/tables';

const read = (db: Kysely<Database>) => db.selectFrom('signingKeys').select('secret').where('name', '=', 'notificationLinks').executeTakeFirst();

/**
 * The configured secret, else the one kept in the database (made by migration 0008; made again if a reset
 * emptied the table: the first process to write it wins and every process then reads the same one).
 */
export async function notificationLinkSecret(db: Kysely<Database>, configured: string | null): Promise<string> {
  if (configured) return configured;
  const kept = await read(db);
  if (kept) return kept.secret;
  await db.insertInto('signingKeys').values({ name: 'notificationLinks', secret: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('name').doNothing()).execute();
  return (await read(db))!.secret;
}
