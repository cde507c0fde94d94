import type { Kysely, Migration } from 'kysely';

/*
 * The dashboard's aggregates (account spec 2.8): a carrier's deliveries by day and month, loads new on the board
 * in a window, and the board's loads of a region by the day they were posted.
 */
export const dashboardMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createIndex('loads_carrier_client_id_order_status_actual_delivery_index').on('loads')
      .columns(['carrier_client_id', 'order_status', 'actual_delivery']).execute();
    await db.schema.createIndex('loads_visible_to_carriers_from_index').on('loads').column('visible_to_carriers_from').execute();
    await db.schema.createIndex('loads_origin_state_visible_to_carriers_from_index').on('loads')
      .columns(['origin_state', 'visible_to_carriers_from']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('loads_origin_state_visible_to_carriers_from_index').execute();
    await db.schema.dropIndex('loads_visible_to_carriers_from_index').execute();
    await db.schema.dropIndex('loads_carrier_client_id_order_status_actual_delivery_index').execute();
  },
};
