import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypesFor } from '../schemaBuilders';

/*
 * What a carrier can make the server send or store is limited (issue 21). Mail and texts remember the carrier whose
 * request wrote them, so its sends in the last hour and day are counted from the outboxes themselves; every upload a
 * carrier stores is written down with its size, whatever table keeps the bytes, so one quota covers every kind.
 * Certificates uploaded before count from the day they were added.
 */
export const carrierLimitsMigration: Migration = {
  async up(db: Kysely<any>) {
    const types = columnTypesFor(db);
    for (const table of ['outbox', 'sms_outbox']) {
      await db.schema.alterTable(table).addColumn('client_id', 'integer').execute();
      await db.schema.createIndex(`${table}_client_created_index`).on(table).columns(['client_id', 'created_at']).execute();
    }
    await db.schema
      .createTable('carrier_uploads')
      .addColumn('id', 'integer', types.identity)
      .addColumn('client_id', 'integer', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('bytes', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('carrier_uploads_client_created_index').on('carrier_uploads').columns(['client_id', 'created_at']).execute();
    await sql`
      insert into carrier_uploads (client_id, kind, bytes, created_at)
      select client_id, 'Insurance', length(content), date_added || 'T00:00:00.000Z' from carrier_documents where kind = 'Insurance'
    `.execute(db);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('carrier_uploads').execute();
    for (const table of ['outbox', 'sms_outbox']) {
      await db.schema.dropIndex(`${table}_client_created_index`).execute();
      await db.schema.alterTable(table).dropColumn('client_id').execute();
    }
  },
};
