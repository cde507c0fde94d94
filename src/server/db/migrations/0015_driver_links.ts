import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypesFor } from '../schemaBuilders';

/**
 * The drivers' personal links (issue 13): only the sha256 of each token is kept, at most one link per driver is
 * live (a partial unique index, so a resend racing another cannot leave two), and the receiver's name a driver
 * gives on delivery.
 */
export const driverLinksMigration: Migration = {
  async up(db: Kysely<any>) {
    const types = columnTypesFor(db);
    await db.schema
      .createTable('driver_links')
      .addColumn('id', 'integer', types.identity)
      .addColumn('driver_id', 'integer', (col) => col.notNull().references('drivers.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('driver_links_one_live_per_driver').on('driver_links').column('driver_id').unique()
      .where(sql.ref('revoked_at'), 'is', null).execute();
    await db.schema.alterTable('loads').addColumn('received_by', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('loads').dropColumn('received_by').execute();
    await db.schema.dropTable('driver_links').execute();
  },
};
