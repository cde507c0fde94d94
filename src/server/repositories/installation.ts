import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

const names = new WeakMap<object, Promise<string>>();

/**
 * The prefix of every Redis channel and key of this database's processes: `haulboard:<installation id>:`.
 * Read once per database handle; the row never changes.
 */
export function redisNamespace(db: Kysely<Database>): Promise<string> {
  let name = names.get(db);
  if (!name) {
    name = db.selectFrom('installation').select('id').executeTakeFirstOrThrow().then(({ id }) => `haulboard:${id}:`);
    name.catch(() => names.delete(db));
    names.set(db, name);
  }
  return name;
}
