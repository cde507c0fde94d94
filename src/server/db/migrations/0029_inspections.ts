import { sql, type Kysely, type Migration } from 'kysely';
import { INSPECTION_KINDS, INSPECTION_STAGES } from '../../../shared/inspections';
import { columnTypesFor, oneOf } from '../schemaBuilders';
import { carrierKinds, deskKinds, withKinds } from './0022_desk_load_events';

/*
 * The driver's inspection (issue 24): each load's inspection kind, set by the broker who posts it; the photos a
 * driver's phone sends (named by the phone's key, so an inspection written offline can name them before they
 * arrive); and the signed inspections, each stored as it was signed and never updated: a correction is a new version.
 */
const kindsBefore = [...carrierKinds, ...deskKinds, 'pickUpUndone'];

export const inspectionsMigration: Migration = {
  async up(db: Kysely<any>) {
    const types = columnTypesFor(db);
    await db.schema.alterTable('loads')
      .addColumn('inspection_kind', 'text', (col) => col.notNull().defaultTo('standard')
        .check(sql`inspection_kind in ('standard', 'advanced', 'aiag')`))
      .execute();

    await db.schema
      .createTable('inspection_photos')
      .addColumn('id', 'integer', types.identity)
      .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id'))
      .addColumn('load_id', 'integer', (col) => col.notNull().references('loads.id').onDelete('cascade'))
      .addColumn('driver_id', 'integer', (col) => col.notNull().references('drivers.id'))
      .addColumn('photo_key', 'text', (col) => col.notNull())
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('width', 'integer', (col) => col.notNull())
      .addColumn('height', 'integer', (col) => col.notNull())
      .addColumn('byte_size', 'integer', (col) => col.notNull())
      .addColumn('content', types.bytes, (col) => col.notNull())
      .addColumn('thumbnail', types.bytes, (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('inspection_photos_driver_key_unique', ['driver_id', 'photo_key'])
      .execute();
    await db.schema.createIndex('inspection_photos_load_id_index').on('inspection_photos').column('load_id').execute();

    await db.schema
      .createTable('inspections')
      .addColumn('id', 'integer', types.identity)
      .addColumn('load_id', 'integer', (col) => col.notNull().references('loads.id').onDelete('cascade'))
      .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id'))
      .addColumn('driver_id', 'integer', (col) => col.notNull().references('drivers.id'))
      .addColumn('stage', 'text', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('idempotency_key', 'text', (col) => col.notNull())
      .addColumn('body_digest', 'text', (col) => col.notNull())
      .addColumn('inspected_at', 'text', (col) => col.notNull())
      .addColumn('received_at', 'text', (col) => col.notNull())
      .addColumn('driver_name', 'text', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addCheckConstraint('inspections_stage_check', oneOf('stage', INSPECTION_STAGES))
      .addCheckConstraint('inspections_kind_check', oneOf('kind', INSPECTION_KINDS))
      .addUniqueConstraint('inspections_load_stage_version_unique', ['load_id', 'stage', 'version'])
      .addUniqueConstraint('inspections_driver_key_unique', ['driver_id', 'idempotency_key'])
      .execute();

    await withKinds(db, [...kindsBefore, 'inspected']);
  },
  async down(db: Kysely<any>) {
    await db.deleteFrom('load_events').where(sql.ref('kind'), '=', 'inspected').execute();
    await withKinds(db, kindsBefore);
    await db.schema.dropTable('inspections').execute();
    await db.schema.dropTable('inspection_photos').execute();
    await db.schema.alterTable('loads').dropColumn('inspection_kind').execute();
  },
};
