import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db, type DialectName } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';

/** Callable (`getDb()`) and destructurable (`({ db }) => db()`): both styles are in use. */
export type DatabaseContext = (() => Db) & {
  db(): Db;
  dialect: DialectName;
  /** Another connection (pool) to the same database, as a second API process would open; the caller closes it. */
  connectAgain(): Db;
  /** The DATABASE_URL another process (a child process of the test) opens the same database with. */
  databaseUrl(): string;
};

const setupTimeoutMs = 60_000;

interface Fixture {
  open(): Promise<Db>;
  /** Runs the migrations of a freshly opened database. */
  migrate(db: Db): Promise<void>;
  connectAgain(): Db;
  databaseUrl: string;
  dispose(): Promise<void>;
}

function sqliteFixture(): Fixture {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-test-'));
  const file = path.join(dir, 'test.sqlite');
  return {
    async open() {
      return openDatabase({ dialect: 'sqlite', file });
    },
    migrate: migrateToLatest,
    connectAgain: () => openDatabase({ dialect: 'sqlite', file }),
    databaseUrl: file,
    async dispose() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/*
 * Kysely's migrator looks for its tables through a catalog query over every schema of the database, which fails
 * with "schema … does not exist" or "relation … does not exist" when another suite drops its schema, or a table
 * of it, during that query. Migrations hold this advisory lock shared; drops hold it alone, so suites still
 * migrate side by side but never beside a drop.
 */
const schemaDropLock = 7_304_113;

async function holdingSchemaDropLock<T>(db: Db, mode: 'shared' | 'alone', body: () => Promise<T>): Promise<T> {
  const url = process.env.TEST_DATABASE_URL;
  if (db.dialect !== 'postgres' || !url) return body();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`select ${mode === 'shared' ? 'pg_advisory_lock_shared' : 'pg_advisory_lock'}(${schemaDropLock})`);
    return await body();
  } finally {
    await client.end();
  }
}

/** Runs `body` (a migration, a look at the catalog) while no test schema of the database is being dropped. */
export const whileNoSchemaIsDropped = <T>(db: Db, body: () => Promise<T>): Promise<T> => holdingSchemaDropLock(db, 'shared', body);

/** Runs `body`, which drops tables, columns or indexes of the suite's own schema (a migration run by hand), while no suite migrates. */
export const whileNoSuiteMigrates = <T>(db: Db, body: () => Promise<T>): Promise<T> => holdingSchemaDropLock(db, 'alone', body);

/** A schema of its own per suite, so suites run in parallel on one PostgreSQL database. */
function postgresFixture(url: string): Fixture {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const separator = url.includes('?') ? '&' : '?';
  const schemaUrl = `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const withAdmin = async (...statements: string[]) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    async open() {
      await withAdmin(`create schema ${schema}`);
      return openDatabase({ dialect: 'postgres', url: schemaUrl }, { poolSize: 4 });
    },
    migrate: (db) => whileNoSchemaIsDropped(db, () => migrateToLatest(db)),
    connectAgain: () => openDatabase({ dialect: 'postgres', url: schemaUrl }, { poolSize: 4 }),
    databaseUrl: schemaUrl,
    async dispose() {
      await withAdmin(`select pg_advisory_lock(${schemaDropLock})`, `drop schema if exists ${schema} cascade`);
    },
  };
}

/** Runs `body` once per database dialect on a fresh, migrated database that lives for the whole block. */
export function describeEachDatabase(title: string, body: (context: DatabaseContext) => void): void {
  const dialects: { dialect: DialectName; fixture: () => Fixture }[] = [{ dialect: 'sqlite', fixture: sqliteFixture }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) dialects.push({ dialect: 'postgres', fixture: () => postgresFixture(url) });

  for (const { dialect, fixture: createFixture } of dialects) {
    describe(`${title} (${dialect})`, () => {
      let fixture: Fixture | undefined;
      let current: Db | undefined;

      beforeAll(async () => {
        fixture = createFixture();
        current = await fixture.open();
        await fixture.migrate(current);
      }, setupTimeoutMs);

      afterAll(async () => {
        await current?.close();
        await fixture?.dispose();
      }, setupTimeoutMs);

      const getDb = () => {
        if (!current) throw new Error('The test database is opened in beforeAll; call getDb() inside hooks or tests');
        return current;
      };
      const opened = () => {
        if (!fixture) throw new Error('The test database is opened in beforeAll; connect again inside hooks or tests');
        return fixture;
      };
      body(Object.assign(getDb, { db: getDb, dialect, connectAgain: () => opened().connectAgain(), databaseUrl: () => opened().databaseUrl }));
    });
  }
}
