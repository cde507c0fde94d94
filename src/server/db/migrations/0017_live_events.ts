import type { Kysely, Migration } from 'kysely';
import { columnTypesFor, oneOf } from '../schemaBuilders';

/**
 * The live events log (issue 14): every change a signed-in carrier user is told of, written in the transaction
 * of the change. The id is the stream's sequence; created_at lets a job prune what is older than the replay window.
 */
export const liveEventsMigration: Migration = {
  async up(db: Kysely<any>) {
    const types = columnTypesFor(db);
    await db.schema
      .createTable('live_events')
      .addColumn('id', 'integer', types.identity)
      .addColumn('audience', 'text', (col) => col.notNull().check(oneOf('audience', ['board', 'client', 'user'])))
      .addColumn('audience_id', 'integer')
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('data', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('live_events_created_at').on('live_events').column('created_at').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('live_events').execute();
  },
};
