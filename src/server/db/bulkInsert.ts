import { CompiledQuery, sql, type Insertable, type Kysely } from 'kysely';
import type { DialectName } from './database';
import type { Database } from './tables';

/*
 * Bulk inserts for seeding and imports. Kysely writes the column list once; values are bound directly,
 * because building a query tree per statement cost more than the database's own work at a million loads.
 * SQLite takes multi-row VALUES within its parameter limit. PostgreSQL takes one array per column through
 * unnest(), which it parses and plans in constant time however many rows there are.
 */

const sqliteMaxParameters = 32_766;
const placeholderLists = new Map<string, string>();

function sqlitePlaceholders(rowCount: number, columnCount: number): string {
  const shape = `${rowCount}:${columnCount}`;
  let list = placeholderLists.get(shape);
  if (!list) {
    const row = `(${new Array(columnCount).fill('?').join(', ')})`;
    list = new Array(rowCount).fill(row).join(', ');
    placeholderLists.set(shape, list);
  }
  return list;
}

const postgresColumnTypes = new Map<string, Map<string, string>>();

async function postgresTypesOf(db: Kysely<Database>, table: string): Promise<Map<string, string>> {
  let types = postgresColumnTypes.get(table);
  if (!types) {
    const { rows } = await sql<{ name: string; type: string }>`
      select column_name as name, udt_name as type from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}`.execute(db.withoutPlugins());
    types = new Map(rows.map(({ name, type }) => [name, type]));
    postgresColumnTypes.set(table, types);
  }
  return types;
}

function columnValues(rows: readonly Record<string, unknown>[], key: string): unknown[] {
  return rows.map((row) => row[key] ?? null);
}

/** Inserts rows that all have the same keys, in as few statements as the dialect allows. */
export async function insertMany<T extends keyof Database & string>(
  db: Kysely<Database>,
  dialect: DialectName,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const records = rows as readonly Record<string, unknown>[];
  const keys = Object.keys(records[0]);
  if (records.some((row) => Object.keys(row).length !== keys.length)) {
    throw new Error(`insertMany(${table}): every row must have the same columns`);
  }
  // Kysely's generic insert types cannot follow a table name chosen at run time.
  const { sql: oneRow } = db.insertInto(table).values(records[0] as never).compile();
  const head = oneRow.slice(0, oneRow.lastIndexOf(' values ('));

  if (dialect === 'postgres') {
    const [, tableName, columnList] = /^insert into "([^"]+)" \((.*)\)$/.exec(head) ?? [];
    const types = await postgresTypesOf(db, tableName);
    const casts = columnList.split(', ').map((column, index) => `$${index + 1}::${types.get(column.slice(1, -1))}[]`);
    const statement = `${head} select * from unnest(${casts.join(', ')})`;
    await db.executeQuery(CompiledQuery.raw(statement, keys.map((key) => columnValues(records, key))));
    return;
  }

  const rowsPerStatement = Math.floor(sqliteMaxParameters / keys.length);
  for (let start = 0; start < records.length; start += rowsPerStatement) {
    const batch = records.slice(start, start + rowsPerStatement);
    const parameters: unknown[] = [];
    for (const row of batch) for (const key of keys) parameters.push(row[key] ?? null);
    await db.executeQuery(CompiledQuery.raw(`${head} values ${sqlitePlaceholders(batch.length, keys.length)}`, parameters));
  }
}
