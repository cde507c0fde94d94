import type { Kysely, Migration } from 'kysely';

/** Texts are sent and retried as mail is (0005): `next_attempt_at` says when; null means nothing is due. */
export const smsDeliveryMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('sms_outbox').addColumn('next_attempt_at', 'text').execute();
    await db.schema.createIndex('sms_outbox_next_attempt_at_index').on('sms_outbox').column('next_attempt_at').execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex('sms_outbox_next_attempt_at_index').execute();
    await db.schema.alterTable('sms_outbox').dropColumn('next_attempt_at').execute();
  },
};
