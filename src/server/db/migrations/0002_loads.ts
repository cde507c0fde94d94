import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import { columnTypesFor, flag, oneOf, type ColumnTypes } from '../schemaBuilders';

const orderStatuses = ['Available', 'PendingPickup', 'InRoute', 'Delivered'];
const loadEventKinds = ['claimed', 'datesChanged', 'driverChanged', 'cancelled', 'pickedUp', 'delivered'];

function addPlaceColumns(table: CreateTableBuilder<'loads', string>, end: 'origin' | 'destination', types: ColumnTypes) {
  return table
    .addColumn(`${end}_name`, 'text', (col) => col.notNull())
    .addColumn(`${end}_address`, 'text', (col) => col.notNull())
    .addColumn(`${end}_city`, 'text', (col) => col.notNull())
    .addColumn(`${end}_state`, 'text', (col) => col.notNull())
    .addColumn(`${end}_zip`, 'text', (col) => col.notNull())
    .addColumn(`${end}_lat`, types.double, (col) => col.notNull())
    .addColumn(`${end}_lon`, types.double, (col) => col.notNull())
    .addColumn(`${end}_business_hours`, 'text')
    .addColumn(`${end}_comments`, 'text');
}

/** Loads with their vehicles, and what carriers do with them: favourites, searches, invoices, events. */
export const loadsMigration: Migration = {
  async up(db: Kysely<any>) {
    const types = columnTypesFor(db);

    let loads: CreateTableBuilder<'loads', string> = db.schema
      .createTable('loads')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('order_status', 'text', (col) => col.notNull().defaultTo('Available'))
      .addColumn('carrier_client_id', 'integer', (col) => col.references('clients.id'))
      .addColumn('driver_id', 'integer', (col) => col.references('drivers.id').onDelete('set null'))
      .addColumn('rate', types.double, (col) => col.notNull())
      .addColumn('miles', types.double, (col) => col.notNull())
      .addColumn('vehicle_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('total_weight_lbs', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('has_inoperable', 'integer', flag())
      .addColumn('visible_to_carriers', 'integer', flag(1))
      .addColumn('visible_to_carriers_from', 'text', (col) => col.notNull());
    loads = addPlaceColumns(loads, 'origin', types);
    loads = addPlaceColumns(loads, 'destination', types);
    for (const column of ['earliest_pickup', 'latest_pickup', 'earliest_delivery', 'latest_delivery',
      'scheduled_pickup', 'scheduled_delivery', 'actual_pickup', 'actual_delivery']) {
      loads = loads.addColumn(column, 'text');
    }
    for (const column of ['twic_required', 'rush_sold', 'enclosed_truck_required', 'guaranteed_pickup',
      'guaranteed_delivery', 'pickup_late', 'delivery_late']) {
      loads = loads.addColumn(column, 'integer', flag());
    }
    await loads
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addCheckConstraint('loads_order_status_check', oneOf('order_status', orderStatuses))
      .execute();
    await db.schema.createIndex('loads_order_status_index').on('loads').column('order_status').execute();
    await db.schema.createIndex('loads_carrier_client_id_order_status_index').on('loads')
      .columns(['carrier_client_id', 'order_status']).execute();

    await db.schema
      .createTable('vehicles')
      .addColumn('id', 'integer', types.identity)
      .addColumn('load_id', 'integer', (col) => col.notNull().references('loads.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('year', 'integer')
      .addColumn('make', 'text', (col) => col.notNull())
      .addColumn('model', 'text', (col) => col.notNull())
      .addColumn('sub_model', 'text')
      .addColumn('weight', 'text')
      .addColumn('inoperable', 'integer', flag())
      .execute();
    await db.schema.createIndex('vehicles_load_id_index').on('vehicles').column('load_id').execute();

    await db.schema
      .createTable('favorites')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id'))
      .addColumn('load_id', 'integer', (col) => col.notNull().references('loads.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('favorites_pkey', ['user_id', 'load_id'])
      .execute();
    await db.schema.createIndex('favorites_load_id_index').on('favorites').column('load_id').execute();

    await db.schema
      .createTable('search_history')
      .addColumn('id', 'integer', types.identity)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('criteria', 'text', (col) => col.notNull())
      .addColumn('criteria_key', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addCheckConstraint('search_history_kind_check', oneOf('kind', ['saved', 'recent']))
      .execute();
    await db.schema.createIndex('search_history_user_id_kind_index').on('search_history').columns(['user_id', 'kind']).execute();

    await db.schema
      .createTable('invoices')
      .addColumn('id', 'integer', types.identity)
      .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id'))
      .addColumn('load_id', 'integer', (col) => col.notNull().references('loads.id'))
      .addColumn('amount', types.double, (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('Pending'))
      .addColumn('invoiced_date', 'text', (col) => col.notNull())
      .addColumn('estimated_pay_date', 'text')
      .addColumn('paid_date', 'text')
      .addColumn('driver_full_name', 'text')
      .addCheckConstraint('invoices_status_check', oneOf('status', ['Paid', 'Pending']))
      .execute();
    await db.schema.createIndex('invoices_client_id_status_index').on('invoices').columns(['client_id', 'status']).execute();
    await db.schema.createIndex('invoices_load_id_index').on('invoices').column('load_id').execute();

    await db.schema
      .createTable('load_events')
      .addColumn('id', 'integer', types.identity)
      .addColumn('load_id', 'integer', (col) => col.notNull().references('loads.id').onDelete('cascade'))
      .addColumn('client_id', 'integer', (col) => col.references('clients.id'))
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('details', 'text', (col) => col.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addCheckConstraint('load_events_kind_check', oneOf('kind', loadEventKinds))
      .execute();
    await db.schema.createIndex('load_events_load_id_index').on('load_events').column('load_id').execute();
  },

  async down(db: Kysely<any>) {
    for (const table of ['load_events', 'invoices', 'search_history', 'favorites', 'vehicles', 'loads']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
