import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { seedDatabase } from '../../../src/server/db/seed';

export interface SeededPostgres {
  /** The DATABASE_URL the API processes open. */
  url: string;
  /** The test's own connection, for reading and arranging rows. */
  db: Db;
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/*
 * A database of its own rather than a schema beside the server suites' ones: each API process migrates on
 * start, and the migrator's catalog query only sees this database's schemas, so another suite dropping its
 * schema meanwhile cannot fail it (see whileNoSchemaIsDropped in the server suites' support).
 */
export async function createSeededPostgres(adminUrl: string, { loads }: { loads: number }): Promise<SeededPostgres> {
  const name = `haulboard_e2e_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ dialect: 'postgres', url: url.toString() }, { poolSize: 4 });
  const drop = async () => {
    await db.close();
    await asAdmin(adminUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    await migrateToLatest(db);
    // Seeded here, once: two processes starting on an empty database would both seed it.
    await seedDatabase(db, { loads });
  } catch (error) {
    await drop();
    throw error;
  }
  return { url: url.toString(), db, drop };
}
