import type { Kysely, Migration } from 'kysely';
import { columnTypesFor } from '../schemaBuilders';

/*
 * The operator desk's own way in, apart from carrier users: operators with their sessions, and API keys for a
 * broker's own systems. Tokens and keys are stored only as SHA-256 hashes.
 */
export const deskAccessMigration: Migration = {
  async up(db: Kysely<any>) {
    const types = columnTypesFor(db);

    await db.schema
      .createTable('operators')
      .addColumn('id', 'integer', types.identity)
      // Lower-cased on the way in, so unique is unique without regard to case.
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('operator_sessions')
      .addColumn('id', 'integer', types.identity)
      .addColumn('operator_id', 'integer', (col) => col.notNull().references('operators.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('operator_sessions_operator_id_index').on('operator_sessions').column('operator_id').execute();

    await db.schema
      .createTable('desk_api_keys')
      .addColumn('id', 'integer', types.identity)
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('prefix', 'text', (col) => col.notNull())
      .addColumn('key_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_by_operator_id', 'integer', (col) => col.references('operators.id').onDelete('set null'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('desk_api_keys').execute();
    await db.schema.dropTable('operator_sessions').execute();
    await db.schema.dropTable('operators').execute();
  },
};
