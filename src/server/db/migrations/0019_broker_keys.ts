import { sql, type Kysely, type Migration } from 'kysely';
import { oneOf } from '../schemaBuilders';

/*
 * Broker keys keep to their own loads (issue 21): each desk API key has a scope, and a live key's name (the poster
 * of its loads) is its own. Keys made before were handed to brokers' systems, so they become broker keys: a script
 * that needs the whole desk is refused (403) until an operator makes it an operator key, rather than every broker
 * keeping the whole desk until someone notices.
 */
export const brokerKeysMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('desk_api_keys')
      .addColumn('scope', 'text', (col) => col.notNull().defaultTo('broker').check(oneOf('scope', ['broker', 'operator'])))
      .execute();
    // Live keys that shared a name shared its loads; the oldest keeps the name, the others get their id after it.
    await sql`
      update desk_api_keys set name = name || ' #' || cast(id as text)
      where revoked_at is null and exists (
        select 1 from desk_api_keys as older
        where older.name = desk_api_keys.name and older.revoked_at is null and older.id < desk_api_keys.id)
    `.execute(db);
    // Live keys only: a revoked key's name may go to the key that replaces it, which then keeps its loads.
    await db.schema.createIndex('desk_api_keys_one_live_per_name').on('desk_api_keys').column('name').unique()
      .where(sql.ref('revoked_at'), 'is', null).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('desk_api_keys_one_live_per_name').execute();
    await db.schema.alterTable('desk_api_keys').dropColumn('scope').execute();
  },
};
