import { randomBytes } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';

/**
 * When each saved search was last sent as a digest (one a day per search, across processes and restarts), and
 * the secret that signs unsubscribe links when NOTIFICATION_LINK_SECRET is unset: kept in the database so links
 * in mail already sent keep working after a restart and on every API process.
 */
export const notificationsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('saved_search_digests')
      .addColumn('search_id', 'integer', (col) => col.primaryKey().references('search_history.id').onDelete('cascade'))
      .addColumn('sent_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('signing_keys')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('secret', 'text', (col) => col.notNull())
      .execute();
    await db.insertInto('signing_keys').values({ name: 'notificationLinks', secret: randomBytes(32).toString('hex') }).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('signing_keys').execute();
    await db.schema.dropTable('saved_search_digests').execute();
  },
};
