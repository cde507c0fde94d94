import type { Kysely, Migration } from 'kysely';
import { columnTypesFor } from '../schemaBuilders';

/** First-party page views (account spec 2.3), and the index the support desk reads feedback by. */
export const feedbackPageViewsMigration: Migration = {
  async up(db: Kysely<any>) {
    const types = columnTypesFor(db);
    await db.schema
      .createTable('page_views')
      .addColumn('id', 'integer', types.identity)
      .addColumn('path', 'text', (col) => col.notNull())
      // Null for a visitor who is not signed in: public help pages are viewed too.
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('client_id', 'integer', (col) => col.references('clients.id').onDelete('set null'))
      .addColumn('viewed_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('page_views_viewed_at_index').on('page_views').column('viewed_at').execute();
    await db.schema.createIndex('feedback_created_at_index').on('feedback').column('created_at').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('feedback_created_at_index').execute();
    await db.schema.dropTable('page_views').execute();
  },
};
