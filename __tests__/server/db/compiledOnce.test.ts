import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect, sql } from 'kysely';
import { compiledOnce } from '../../../src/server/db/compiledOnce';
import type { Database } from '../../../src/server/db/tables';

/* The small look-ups of every request are built by Kysely once per shape, then run with each call's values. */
describe('queries compiled once', () => {
  const open = async () => {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }), plugins: [new CamelCasePlugin()] });
    await sql`create table favorites (load_id integer, user_id integer, client_id integer)`.execute(db);
    await sql`insert into favorites values (1, 10, 100), (2, 10, 100), (2, 11, 101), (3, 12, 102)`.execute(db);
    return db;
  };

  test('a query is built once for each number of values and answers with each call\'s own values', async () => {
    const db = await open();
    const build = jest.fn((kysely: Kysely<Database>, userId: number, ...loadIds: number[]) => kysely.selectFrom('favorites')
      .select('loadId').where('userId', '=', userId).where('loadId', 'in', loadIds));
    const favoritesOf = compiledOnce(build);
    expect(await favoritesOf(db, 10, 1, 2)).toEqual([{ loadId: 1 }, { loadId: 2 }]);
    expect(await favoritesOf(db, 11, 1, 2)).toEqual([{ loadId: 2 }]);
    expect(await favoritesOf(db, 12, 3)).toEqual([{ loadId: 3 }]);
    expect(await favoritesOf(db, 10, 3)).toEqual([]);
    // Two shapes: three values, then two.
    expect(build).toHaveBeenCalledTimes(2);
    await db.destroy();
  });

  test('a constant written into the query stays whatever the call\'s values', async () => {
    const db = await open();
    const ofClient = compiledOnce((kysely: Kysely<Database>, loadId: number) => kysely.selectFrom('favorites')
      .select('userId').where('clientId', '=', 100).where('loadId', '=', loadId));
    expect(await ofClient(db, 2)).toEqual([{ userId: 10 }]);
    expect(await ofClient(db, 3)).toEqual([]);
    await db.destroy();
  });
});
