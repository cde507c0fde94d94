import type { Kysely, Migration } from 'kysely';

/**
 * A certificate of insurance a carrier uploads states when its damage (cargo) and liability cover expire; the
 * dashboard's insurance warning reads them from the latest certificate. Older rows and broker agreements have none.
 */
export const carrierDocumentsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('carrier_documents').addColumn('damage_expires_on', 'text').execute();
    await db.schema.alterTable('carrier_documents').addColumn('liability_expires_on', 'text').execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable('carrier_documents').dropColumn('liability_expires_on').execute();
    await db.schema.alterTable('carrier_documents').dropColumn('damage_expires_on').execute();
  },
};
