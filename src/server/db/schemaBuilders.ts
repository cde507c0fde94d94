import { PostgresAdapter, SqliteAdapter, sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely, RawBuilder } from 'kysely';
import type { DialectName } from './database';

/*
 * The only place where the schema differs between SQLite and PostgreSQL. Migrations ask for column types
 * here instead of naming dialect-specific ones, so one migration set serves both databases.
 */

export interface ColumnTypes {
  /** Floating point: `real` is already 8 bytes in SQLite; PostgreSQL's `real` is only 4. */
  double: 'real' | 'double precision';
  bytes: 'blob' | 'bytea';
  /** An integer primary key that the database numbers when no id is given. */
  identity(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
}

export function dialectOf(db: Kysely<any>): DialectName {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof PostgresAdapter) return 'postgres';
  if (adapter instanceof SqliteAdapter) return 'sqlite';
  throw new Error(`Unsupported database adapter ${adapter.constructor.name}`);
}

const columnTypesByDialect: Record<DialectName, ColumnTypes> = {
  sqlite: {
    double: 'real',
    bytes: 'blob',
    identity: (column) => column.primaryKey().autoIncrement(),
  },
  postgres: {
    double: 'double precision',
    bytes: 'bytea',
    identity: (column) => column.primaryKey().generatedByDefaultAsIdentity(),
  },
};

export function columnTypesFor(db: Kysely<any>): ColumnTypes {
  return columnTypesByDialect[dialectOf(db)];
}

/** 0/1 integer with a default, the representation of every boolean in both dialects. */
export function flag(defaultValue: 0 | 1 = 0) {
  return (column: ColumnDefinitionBuilder) => column.notNull().defaultTo(defaultValue);
}

/** CHECK expression restricting a text column to the listed values. */
export function oneOf(column: string, values: readonly string[]): RawBuilder<unknown> {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}
