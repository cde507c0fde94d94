import type { Kysely, Migration } from 'kysely';

/**
 * Which notice went to which user about which load or invoice (urgent loads, saved loads to claim, payment
 * problems): the primary key lets one insert decide, so a second run or a second process never sends it again.
 * And the payment failures the desk records against a pending invoice, which the payment-problem notice reads.
 */
export const noticesSentMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('notices_sent')
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('subject_id', 'integer', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('sent_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('notices_sent_pk', ['kind', 'subject_id', 'user_id'])
      .execute();
    await db.schema.createIndex('notices_sent_user_id_index').on('notices_sent').column('user_id').execute();
    await db.schema
      .createTable('invoice_payment_failures')
      .addColumn('invoice_id', 'integer', (col) => col.primaryKey().references('invoices.id').onDelete('cascade'))
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('failed_at', 'text', (col) => col.notNull())
      .addColumn('recorded_by', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('invoice_payment_failures_failed_at_index').on('invoice_payment_failures').column('failed_at').execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('invoice_payment_failures').execute();
    await db.schema.dropTable('notices_sent').execute();
  },
};
