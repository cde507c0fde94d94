import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Db } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { isSeeded, seedDatabase } from '../src/server/db/seed';

/** A seeded benchmark database: a cached SQLite file under the temp folder, or a PostgreSQL database. */

export interface BenchDatabase {
  db: Db;
  label: string;
  seededNow: boolean;
}

/** Creates the database a postgres:// URL names when its server lacks it. */
export async function ensurePostgresDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

export async function openBenchDatabase(options: { postgresUrl: string | null; loads: number; seed: number; today: Date }): Promise<BenchDatabase> {
  const day = options.today.toISOString().slice(0, 10);
  let db: Db;
  let label: string;
  if (options.postgresUrl) {
    await ensurePostgresDatabase(options.postgresUrl);
    db = openDatabase({ dialect: 'postgres', url: options.postgresUrl }, { poolSize: 10 });
    label = options.postgresUrl.replace(/\/\/[^@]*@/, '//');
  } else {
    const file = path.join(os.tmpdir(), `haulboard-bench-${options.loads}-${options.seed}-${day}.sqlite`);
    label = file;
    db = openDatabase({ dialect: 'sqlite', file });
  }
  await migrateToLatest(db);
  if (await isSeeded(db)) {
    const { count } = await db.db.selectFrom('loads').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    if (Number(count) !== options.loads) throw new Error(`${label} holds ${count} loads, not ${options.loads}: drop it or pick another`);
    return { db, label, seededNow: false };
  }
  console.log(`Seeding ${options.loads.toLocaleString('en-US')} loads into ${label}…`);
  const summary = await seedDatabase(db, { loads: options.loads, seed: options.seed, today: options.today });
  if (db.dialect === 'postgres') await sql`analyze`.execute(db.db);
  console.log(`Seeded in ${(summary.milliseconds / 1000).toFixed(1)} s.`);
  return { db, label, seededNow: true };
}

export function removeCachedFile(label: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${label}${suffix}`, { force: true });
}
