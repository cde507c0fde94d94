import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** This database's installation, as one app reads it: the row never changes, so it is read once per app. */
export interface Installation {
  /** The prefix of every Redis channel and key of this database's processes: `haulboard:<installation id>:`. */
  redisNamespace(): Promise<string>;
}

export function readInstallation(db: Kysely<Database>): Installation {
  let name: Promise<string> | undefined;
  return {
    redisNamespace() {
      if (!name) {
        name = db.selectFrom('installation').select('id').executeTakeFirstOrThrow().then(({ id }) => `haulboard:${id}:`);
        name.catch(() => { name = undefined; });
      }
      return name;
    },
  };
}
