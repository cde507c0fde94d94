import type { Kysely, Migration } from 'kysely';
import { columnTypesFor, flag, oneOf } from '../schemaBuilders';

/** Documents, notification settings, announcements, lookups, cancel reasons, feedback and the mail outbox. */
export const contentMigration: Migration = {
  async up(db: Kysely<any>) {
    const types = columnTypesFor(db);

    await db.schema
      .createTable('carrier_documents')
      .addColumn('id', 'integer', types.identity)
      .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('date_added', 'text', (col) => col.notNull())
      .addColumn('file_name', 'text', (col) => col.notNull())
      .addColumn('content_type', 'text', (col) => col.notNull().defaultTo('application/pdf'))
      .addColumn('content', types.bytes, (col) => col.notNull())
      .addCheckConstraint('carrier_documents_kind_check', oneOf('kind', ['Insurance', 'BrokerAgreement']))
      .execute();
    await db.schema.createIndex('carrier_documents_client_id_kind_index').on('carrier_documents')
      .columns(['client_id', 'kind']).execute();

    let settings = db.schema
      .createTable('notification_settings')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('channel', 'text', (col) => col.notNull());
    for (const kind of ['new_loads_of_saved_searches', 'urgent_loads', 'claim_saved_loads', 'loads_delivered',
      'payment_errors', 'payments_posted']) {
      settings = settings.addColumn(kind, 'integer', flag());
    }
    await settings
      .addPrimaryKeyConstraint('notification_settings_pkey', ['user_id', 'channel'])
      .addCheckConstraint('notification_settings_channel_check', oneOf('channel', ['Email', 'Text']))
      .execute();

    await db.schema
      .createTable('announcements')
      .addColumn('id', 'integer', types.identity)
      .addColumn('target_type', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('details', 'text', (col) => col.notNull())
      .addColumn('rotation_time_in_seconds', 'integer', (col) => col.notNull().defaultTo(10))
      .addColumn('call_to_action_copy', 'text')
      .addColumn('call_to_action_url', 'text')
      .addColumn('active', 'integer', flag(1))
      .addColumn('starts_at', 'text', (col) => col.notNull())
      .addColumn('ends_at', 'text')
      .addCheckConstraint('announcements_target_type_check', oneOf('target_type', ['CIHeader', 'CIBody']))
      .execute();

    await db.schema
      .createTable('lookups')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('unassign_reasons')
      .addColumn('code', 'text', (col) => col.primaryKey())
      .addColumn('group_key', 'text', (col) => col.notNull())
      .addColumn('group_title', 'text', (col) => col.notNull())
      .addColumn('label', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('feedback')
      .addColumn('id', 'integer', types.identity)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id'))
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('outbox')
      .addColumn('id', 'integer', types.identity)
      .addColumn('to_address', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('raw', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('queued'))
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('sent_at', 'text')
      .addCheckConstraint('outbox_status_check', oneOf('status', ['queued', 'sent', 'failed']))
      .execute();
    await db.schema.createIndex('outbox_status_index').on('outbox').column('status').execute();
  },

  async down(db: Kysely<any>) {
    for (const table of ['outbox', 'feedback', 'unassign_reasons', 'lookups', 'announcements',
      'notification_settings', 'carrier_documents']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
