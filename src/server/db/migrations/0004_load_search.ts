import type { Kysely, Migration } from 'kysely';

/**
 * Load search keeps available loads in memory; API processes catch up with each other's writes by asking for
 * loads changed since their last look, which needs `updated_at` indexed. Lanes a carrier has hauled (myLane)
 * are read from the index alone.
 */
export const loadSearchMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createIndex('loads_updated_at_index').on('loads').column('updated_at').execute();
    await db.schema.createIndex('loads_carrier_client_id_lane_index').on('loads')
      .columns(['carrier_client_id', 'origin_state', 'destination_state']).execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex('loads_carrier_client_id_lane_index').execute();
    await db.schema.dropIndex('loads_updated_at_index').execute();
  },
};
