import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';

/** An empty, migrated database for one run of the loads benchmark, and how to throw it away afterwards. */

export interface ScratchDatabase {
  db: Db;
  label: string;
  discard(): Promise<void>;
}

export const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/haulboard_bench_loads';

async function onServer(url: string, statement: (name: string) => string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1).replace(/"/g, '');
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    await client.query(statement(name));
  } finally {
    await client.end();
  }
}

/**
 * The default database (`ownUrl`) is the benchmark's own: made afresh, dropped at the end. A database given by URL
 * must be empty.
 */
export async function openScratchDatabase(postgresUrl: string | null, ownUrl = defaultPostgresUrl): Promise<ScratchDatabase> {
  if (!postgresUrl) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-bench-loads-'));
    const file = path.join(folder, 'loads.sqlite');
    const db = openDatabase({ dialect: 'sqlite', file });
    await migrateToLatest(db);
    return { db, label: file, discard: async () => { await db.close(); fs.rmSync(folder, { recursive: true, force: true }); } };
  }

  const owned = postgresUrl === ownUrl;
  if (owned) {
    await onServer(postgresUrl, (name) => `drop database if exists "${name}"`);
    await onServer(postgresUrl, (name) => `create database "${name}"`);
  }
  const db = openDatabase({ dialect: 'postgres', url: postgresUrl }, { poolSize: 10 });
  await migrateToLatest(db);
  const { count } = await db.db.selectFrom('loads').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const label = postgresUrl.replace(/\/\/[^@]*@/, '//');
  if (Number(count) > 0) {
    await db.close();
    throw new Error(`${label} already holds ${count} loads: give an empty database`);
  }
  return {
    db, label,
    discard: async () => {
      await db.close();
      if (owned) await onServer(postgresUrl, (name) => `drop database if exists "${name}"`);
    },
  };
}
