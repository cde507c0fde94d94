import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypesFor, dialectOf, oneOf } from '../schemaBuilders';

/*
 * Issue 22: the desk's posts, edits and withdrawals are load events too. The kinds are a check constraint:
 * PostgreSQL replaces it; SQLite cannot alter one, so the table is made again with it and its rows copied.
 */
export const carrierKinds = ['claimed', 'datesChanged', 'driverChanged', 'cancelled', 'pickedUp', 'delivered'];
export const deskKinds = ['posted', 'edited', 'withdrawn'];

/** Lets only `kinds` into load_events (rows of other kinds are dropped on SQLite, refused on PostgreSQL). */
export async function withKinds(db: Kysely<any>, kinds: readonly string[]): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table load_events drop constraint load_events_kind_check`.execute(db);
    await sql`alter table load_events add constraint load_events_kind_check check (${oneOf('kind', kinds)})`.execute(db);
    return;
  }
  const types = columnTypesFor(db);
  await db.schema
    .createTable('load_events_next')
    .addColumn('id', 'integer', types.identity)
    .addColumn('load_id', 'integer', (col) => col.notNull().references('loads.id').onDelete('cascade'))
    .addColumn('client_id', 'integer', (col) => col.references('clients.id'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('load_events_kind_check', oneOf('kind', kinds))
    .execute();
  await sql`insert into load_events_next (id, load_id, client_id, user_id, kind, details, created_at)
    select id, load_id, client_id, user_id, kind, details, created_at from load_events where ${oneOf('kind', kinds)}`.execute(db);
  await db.schema.dropTable('load_events').execute();
  await db.schema.alterTable('load_events_next').renameTo('load_events').execute();
  await db.schema.createIndex('load_events_load_id_index').on('load_events').column('load_id').execute();
}

export const deskLoadEventsMigration: Migration = {
  up: (db) => withKinds(db, [...carrierKinds, ...deskKinds]),
  async down(db) {
    await db.deleteFrom('load_events').where(sql.ref('kind'), 'in', deskKinds).execute();
    await withKinds(db, carrierKinds);
  },
};
