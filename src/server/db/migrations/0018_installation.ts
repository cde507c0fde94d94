import { randomBytes } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';

/*
 * One row naming this database. Every API process (and HTTP thread) on it puts its Redis channels and keys under
 * this name, so processes of another database on the same Redis (another deployment, another test run) never
 * hear its sign-outs nor redeem its tickets. A data reset keeps it: processes already running hold it.
 */
export const installationMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createTable('installation').addColumn('id', 'text', (col) => col.primaryKey()).execute();
    await db.insertInto('installation').values({ id: randomBytes(12).toString('base64url') }).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('installation').execute();
  },
};
