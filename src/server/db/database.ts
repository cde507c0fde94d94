import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { preparingOnce } from './statementCache';
import type { Database } from './tables';

export type DialectName = 'sqlite' | 'postgres';

export type DatabaseTarget = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface Db {
  db: Kysely<Database>;
  dialect: DialectName;
  /** What was opened: the threads of one process that opened the same database hear each other (threadBus.ts). */
  target: DatabaseTarget;
  close(): Promise<void>;
  /** Connections open, idle, and queries waiting for one (the operator's metrics); SQLite has one connection. */
  poolUse(): { open: number; idle: number; waiting: number };
}

// PostgreSQL returns int8 (COUNT, SUM) as text; every count here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** A file path or `sqlite:` path means SQLite; `postgres://` or `postgresql://` means PostgreSQL. */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (/^postgres(ql)?:\/\//i.test(url)) return { dialect: 'postgres', url };
  const file = url.replace(/^sqlite:(\/\/)?/i, '');
  if (!file || /^[a-z][a-z0-9+.-]*:\/\//i.test(file)) {
    throw new Error(`DATABASE_URL must be a file path, sqlite:<path> or postgres://…, got "${url}"`);
  }
  return { dialect: 'sqlite', file };
}

export function openDatabase(target: DatabaseTarget, options: { poolSize?: number } = {}): Db {
  const plugins = [new CamelCasePlugin()];
  if (target.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: options.poolSize ?? 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return {
      db, dialect: 'postgres', target, close: () => db.destroy(),
      poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (target.file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(target.file)), { recursive: true });
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: preparingOnce(sqlite) }), plugins });
  return { db, dialect: 'sqlite', target, close: () => db.destroy(), poolUse: () => ({ open: 1, idle: 0, waiting: 0 }) };
}
