import type { Kysely, Migration } from 'kysely';
import { columnTypesFor, flag, oneOf } from '../schemaBuilders';

// Column names follow Kysely's CamelCasePlugin: `lessThan500` becomes `less_than500`, with no underscore before digits.

/** Carrier clients, their users and sign-in state, registration, drivers and trucks. */
export const accountsMigration: Migration = {
  async up(db: Kysely<any>) {
    const types = columnTypesFor(db);

    await db.schema
      .createTable('clients')
      .addColumn('id', 'integer', types.identity)
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('primary_phone', 'text')
      .addColumn('cell_phone', 'text')
      .addColumn('email', 'text')
      .addColumn('address1', 'text')
      .addColumn('address2', 'text')
      .addColumn('city', 'text')
      .addColumn('state', 'text')
      .addColumn('zip', 'text')
      .addColumn('dot_number', 'text')
      .addColumn('mc_number', 'text')
      .addColumn('federal_tax_id', 'text')
      .addColumn('default_payment_method', 'text', (col) => col.notNull().defaultTo('ThirtyDayPay'))
      .addColumn('payment_method_change_requested', 'text')
      .addColumn('damage_insurance_expires', 'text')
      .addColumn('liability_insurance_expires', 'text')
      .addColumn('have_twic_card', 'integer', flag())
      .addColumn('have_straps', 'integer', flag())
      .addColumn('have_winches', 'integer', flag())
      .addColumn('trucks_have_internet', 'integer', flag())
      .addColumn('handle_inops', 'integer', flag())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', types.identity)
      .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id'))
      .addColumn('user_name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('first_name', 'text', (col) => col.notNull())
      .addColumn('last_name', 'text', (col) => col.notNull())
      .addColumn('primary_phone', 'text')
      .addColumn('cell_phone', 'text')
      .addColumn('address1', 'text')
      .addColumn('address2', 'text')
      .addColumn('city', 'text')
      .addColumn('state', 'text')
      .addColumn('zip', 'text')
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('password_expires_at', 'text')
      .addColumn('less_than500', 'integer', flag())
      .addColumn('more_than500', 'integer', flag())
      .addColumn('regions', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('users_client_id_index').on('users').column('client_id').execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'integer', types.identity)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('sessions_user_id_index').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('sign_in_failures')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('first_failed_at', 'text', (col) => col.notNull())
      .addColumn('locked_until', 'text')
      .execute();

    await db.schema
      .createTable('password_resets')
      .addColumn('id', 'integer', types.identity)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('password_resets_user_id_index').on('password_resets').column('user_id').execute();

    await db.schema
      .createTable('registration_codes')
      .addColumn('code', 'text', (col) => col.primaryKey())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('company_name', 'text')
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();

    await db.schema
      .createTable('carrier_registrations')
      .addColumn('id', 'integer', types.identity)
      .addColumn('registration_code', 'text', (col) => col.notNull().references('registration_codes.code'))
      .addColumn('company_name', 'text', (col) => col.notNull())
      .addColumn('company_email_address', 'text', (col) => col.notNull())
      .addColumn('form', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('drivers')
      .addColumn('id', 'integer', types.identity)
      .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id'))
      .addColumn('first_name', 'text')
      .addColumn('last_name', 'text')
      .addColumn('user_name', 'text')
      .addColumn('email', 'text')
      .addColumn('cell_phone_number', 'text')
      .addColumn('twic_card_expiration', 'text')
      .addColumn('vtas_password', 'text')
      .addColumn('notes', 'text')
      .addColumn('has_hand_held', 'text', (col) => col.notNull().defaultTo('true'))
      .addColumn('enabled', 'integer', flag(1))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('drivers_client_id_last_name_index').on('drivers').columns(['client_id', 'last_name']).execute();

    await db.schema
      .createTable('trucks')
      .addColumn('id', 'integer', types.identity)
      .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id'))
      .addColumn('quantity', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('carrier_equipment_type', 'text', (col) => col.notNull().defaultTo('Open'))
      .addColumn('is_flat_bed', 'integer', flag())
      .addColumn('capacity', 'integer', (col) => col.notNull())
      .addCheckConstraint('trucks_carrier_equipment_type_check', oneOf('carrier_equipment_type', ['Open', 'Enclosed']))
      .execute();
    await db.schema.createIndex('trucks_client_id_index').on('trucks').column('client_id').execute();
  },

  async down(db: Kysely<any>) {
    for (const table of ['trucks', 'drivers', 'carrier_registrations', 'registration_codes', 'password_resets',
      'sign_in_failures', 'sessions', 'users', 'clients']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
