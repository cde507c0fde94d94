import type { Kysely, Migration } from 'kysely';
import { columnTypesFor } from '../schemaBuilders';

/**
 * What a user chose on the dashboard (which sections are open, when the new-loads banner was dismissed), kept on
 * the server so it outlives a sign-out, and the calls with dispatch carriers ask for instead of onboarding.
 */
export const userPreferencesMigration: Migration = {
  async up(db: Kysely<any>) {
    const types = columnTypesFor(db);
    await db.schema.alterTable('users').addColumn('expanded_sections', 'text', (col) => col.notNull().defaultTo('{}')).execute();
    await db.schema.alterTable('users').addColumn('new_loads_banner_dismissed_on', 'text').execute();
    await db.schema
      .createTable('call_requests')
      .addColumn('id', 'integer', types.identity)
      .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('call_at', 'text', (col) => col.notNull())
      .addColumn('time_zone', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('call_requests_call_at_index').on('call_requests').column('call_at').execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('call_requests').execute();
    await db.schema.alterTable('users').dropColumn('new_loads_banner_dismissed_on').execute();
    await db.schema.alterTable('users').dropColumn('expanded_sections').execute();
  },
};
