import type { Kysely, Migration } from 'kysely';

/*
 * Scheduled work shared by every API process (issue 13): one row per job. A process takes a due job by setting
 * its lease with one conditional UPDATE, so each due time runs once however many processes look at once; a
 * lease left by a process that died expires and the next look takes it over.
 */
export const jobsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('jobs')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('due_at', 'text', (col) => col.notNull())
      .addColumn('lease_owner', 'text')
      .addColumn('lease_expires_at', 'text')
      .addColumn('last_run_at', 'text')
      .addColumn('last_error', 'text')
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('jobs').execute();
  },
};
