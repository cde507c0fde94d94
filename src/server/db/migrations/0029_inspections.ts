import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The driver's inspection (issue 24): each load's inspection kind, set by the broker who posts it.
 */
export const inspectionsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('loads')
      .addColumn('inspection_kind', 'text', (col) => col.notNull().defaultTo('standard')
        .check(sql`inspection_kind in ('standard', 'advanced', 'aiag')`))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('loads').dropColumn('inspection_kind').execute();
  },
};
