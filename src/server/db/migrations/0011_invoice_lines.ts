import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypesFor, oneOf } from '../schemaBuilders';

/**
 * Invoices in exact cents with their lines (carrier pay, gap insurance, the payment term's fee) and the term they
 * were made under; and the carriers' requests to change their default payment term, which the operator approves.
 * Invoices made before this migration had only the gap insurance deducted: their fee line is $0 under the
 * carrier's default term of the day, and their amount is kept to the cent.
 */
export const invoiceLinesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('invoices').addColumn('amount_cents', 'integer', (col) => col.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('invoices').addColumn('carrier_pay_cents', 'integer', (col) => col.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('invoices').addColumn('vehicle_count', 'integer', (col) => col.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('invoices').addColumn('gap_insurance_cents', 'integer', (col) => col.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('invoices').addColumn('payment_term_code', 'text', (col) => col.notNull().defaultTo('ThirtyDayPay')).execute();
    await db.schema.alterTable('invoices').addColumn('payment_term_fee_basis_points', 'integer', (col) => col.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('invoices').addColumn('payment_term_fee_cents', 'integer', (col) => col.notNull().defaultTo(0)).execute();
    // Dollars held as floats become cents by rounding once, which is exact for every amount with two decimals.
    await sql`update invoices set
      amount_cents = cast(round(amount * 100) as integer),
      vehicle_count = coalesce((select loads.vehicle_count from loads where loads.id = invoices.load_id), 0),
      payment_term_code = coalesce((select clients.default_payment_method from clients where clients.id = invoices.client_id), 'ThirtyDayPay')`
      .execute(db);
    await sql`update invoices set gap_insurance_cents = 175 * vehicle_count, carrier_pay_cents = amount_cents + 175 * vehicle_count`.execute(db);
    await db.schema.alterTable('invoices').dropColumn('amount').execute();

    await db.schema
      .createTable('payment_method_change_requests')
      .addColumn('id', 'integer', columnTypesFor(db).identity)
      .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id'))
      .addColumn('requested_by_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('requested_code', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('Pending'))
      .addColumn('requested_at', 'text', (col) => col.notNull())
      .addColumn('decided_at', 'text')
      .addCheckConstraint('payment_method_change_requests_status_check', oneOf('status', ['Pending', 'Approved', 'Replaced']))
      .execute();
    // One pending request per carrier, even when two arrive at once.
    await db.schema.createIndex('payment_method_change_requests_pending_index').on('payment_method_change_requests')
      .column('client_id').unique().where(sql.ref('status'), '=', 'Pending').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('payment_method_change_requests').execute();
    await db.schema.alterTable('invoices').addColumn('amount', columnTypesFor(db).double, (col) => col.notNull().defaultTo(0)).execute();
    await sql`update invoices set amount = amount_cents / 100.0`.execute(db);
    for (const column of ['amount_cents', 'carrier_pay_cents', 'vehicle_count', 'gap_insurance_cents', 'payment_term_code',
      'payment_term_fee_basis_points', 'payment_term_fee_cents']) {
      await db.schema.alterTable('invoices').dropColumn(column).execute();
    }
  },
};
