import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';

/**
 * How many prepared statements a SQLite connection keeps: the app's queries are a few hundred texts (a list of ids
 * makes one text per length), and a statement takes a few kilobytes.
 */
const keptStatements = 1_000;

/**
 * The SQLite connection as Kysely sees it, preparing each SQL text once: Kysely prepares every query it runs, and
 * preparing took as long as running a search's queries. A statement still being read (a stream) is not shared.
 */
export function preparingOnce(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: keptStatements });
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      const kept = statements.get(sql);
      if (kept && !kept.busy) return kept as SqliteStatement;
      const statement = sqlite.prepare(sql);
      if (!kept) statements.set(sql, statement);
      return statement as SqliteStatement;
    },
  };
}
