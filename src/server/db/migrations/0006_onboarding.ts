import type { Kysely, Migration } from 'kysely';
import { columnTypesFor, oneOf } from '../schemaBuilders';

/**
 * The onboarding step a user reached (so a second device resumes there) and the text-message outbox: texts
 * are stored like mail and sent only when an SMS provider is configured.
 */
export const onboardingMigration: Migration = {
  async up(db: Kysely<any>) {
    const types = columnTypesFor(db);
    await db.schema.alterTable('users').addColumn('onboarding_step', 'text').execute();
    await db.schema
      .createTable('sms_outbox')
      .addColumn('id', 'integer', types.identity)
      .addColumn('to_number', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('queued'))
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('sent_at', 'text')
      .addCheckConstraint('sms_outbox_status_check', oneOf('status', ['queued', 'sent', 'failed']))
      .execute();
    await db.schema.createIndex('sms_outbox_status_index').on('sms_outbox').column('status').execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('sms_outbox').execute();
    await db.schema.alterTable('users').dropColumn('onboarding_step').execute();
  },
};
