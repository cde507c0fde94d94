import type { Kysely, Migration } from 'kysely';

/*
 * Loads posted through the desk: the broker's own reference (unique per poster, so a re-sent import adds
 * nothing twice), who posted it, and when it was withdrawn from the board.
 */
export const postedLoadsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('loads').addColumn('posted_by', 'text').execute();
    await db.schema.alterTable('loads').addColumn('broker_reference', 'text').execute();
    await db.schema.alterTable('loads').addColumn('withdrawn_at', 'text').execute();
    await db.schema.createIndex('loads_posted_by_broker_reference_index').on('loads')
      .columns(['posted_by', 'broker_reference']).unique().execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('loads_posted_by_broker_reference_index').execute();
    for (const column of ['withdrawn_at', 'broker_reference', 'posted_by']) {
      await db.schema.alterTable('loads').dropColumn(column).execute();
    }
  },
};
