import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { preparingOnce } from '../../../src/server/db/statementCache';

/* Kysely prepares every query it runs: on SQLite each SQL text is prepared once and its statement used again. */
describe('SQLite statements', () => {
  const open = () => {
    const sqlite = new SQLite(':memory:');
    const prepare = jest.spyOn(sqlite, 'prepare');
    const connection = preparingOnce(sqlite);
    return { sqlite, prepare, connection, db: new Kysely<{ t: { id: number } }>({ dialect: new SqliteDialect({ database: connection }) }) };
  };

  test('a SQL text is prepared once however often it runs, with each run\'s own values', async () => {
    const { db, prepare } = open();
    await sql`create table t (id integer)`.execute(db);
    for (const id of [1, 2, 3]) await db.insertInto('t').values({ id }).execute();
    const one = (id: number) => db.selectFrom('t').select('id').where('id', '=', id).executeTakeFirst();
    expect([await one(1), await one(2), await one(4)]).toEqual([{ id: 1 }, { id: 2 }, undefined]);
    // create, insert, select: three texts.
    expect(prepare).toHaveBeenCalledTimes(3);
    await db.destroy();
  });

  test('a statement still being read is not handed out again', () => {
    const { connection, prepare } = open();
    const text = 'select 1 as x union all select 2';
    const reading = connection.prepare(text) as unknown as SQLite.Statement;
    const rows = reading.iterate();
    rows.next();
    const other = connection.prepare(text) as unknown as SQLite.Statement;
    expect(other).not.toBe(reading);
    expect(other.all()).toEqual([{ x: 1 }, { x: 2 }]);
    rows.return?.();
    expect(connection.prepare(text)).toBe(reading);
    expect(prepare).toHaveBeenCalledTimes(2);
    connection.close();
  });
});
