import type { Kysely, Migration } from 'kysely';
import { columnTypesFor } from '../schemaBuilders';

/*
 * Issue 22: a carrier applies from the website. Each application holds the registration code mailed for it (by
 * its hash); the desk declines one by setting `declined_at` and ending its code. Whether it led to a registration
 * is read from the code, so it is said in one place.
 */
export const carrierApplicationsMigration: Migration = {
  async up(db: Kysely<any>) {
    const types = columnTypesFor(db);
    await db.schema
      .createTable('carrier_applications')
      .addColumn('id', 'integer', types.identity)
      .addColumn('registration_code', 'text', (col) => col.notNull().unique().references('registration_codes.code'))
      .addColumn('company_name', 'text', (col) => col.notNull())
      .addColumn('dot_number', 'text', (col) => col.notNull())
      .addColumn('mc_number', 'text', (col) => col.notNull())
      .addColumn('owner_name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('phone', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('declined_at', 'text')
      .execute();
    await db.schema.createIndex('carrier_applications_created_at_index').on('carrier_applications').column('created_at').execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('carrier_applications').execute();
  },
};
