import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { systemClock } from '../../../src/server/clock';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { runDesk } from '../../../src/server/desk/run';

/* Issue 23: `npm run desk -- backup FILE` copies the embedded database consistently while it serves. */

describe('npm run desk -- backup FILE', () => {
  let dir: string;
  let file: string;
  let db: Db;
  const lines: string[] = [];
  const desk = (args: string[], database = { dialect: 'sqlite' as const, file }) =>
    runDesk(['backup', ...args], { db: db.db, clock: systemClock, print: (line) => lines.push(line), database });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-backup-'));
    file = path.join(dir, 'haulboard.sqlite');
    db = openDatabase({ dialect: 'sqlite', file });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => { lines.length = 0; });

  const rowsIn = (copy: string) => {
    const opened = new SQLite(copy, { readonly: true });
    try {
      return (opened.prepare('select count(*) as n from page_views').get() as { n: number }).n;
    } finally {
      opened.close();
    }
  };

  test('the copy is whole and opens as a database while another handle keeps writing', async () => {
    const writer = new SQLite(file);
    const insert = writer.prepare("insert into page_views (path, viewed_at) values (?, '2026-11-26T00:00:00.000Z')");
    for (let i = 0; i < 2_000; i++) insert.run(`/before/${i}`);
    const copy = path.join(dir, 'copy.sqlite');
    const running = desk([copy]);
    for (let i = 0; i < 200; i++) insert.run(`/during/${i}`);
    expect(await running).toBe(0);
    writer.close();

    expect(lines.join('\n')).toMatch(/^Copied .* to .*copy\.sqlite \(\d+\.\d MB\), checked whole\.$/);
    const copied = rowsIn(copy);
    expect(copied).toBeGreaterThanOrEqual(2_000);
    expect(copied).toBeLessThanOrEqual(2_200);
  });

  test('an existing file is never overwritten', async () => {
    const existing = path.join(dir, 'existing.sqlite');
    fs.writeFileSync(existing, 'an earlier copy');
    expect(await desk([existing])).toBe(1);
    expect(fs.readFileSync(existing, 'utf8')).toBe('an earlier copy');
    expect(lines.join('\n')).toContain('exists already');
  });

  test('the database itself is not a place for its copy', async () => {
    expect(await desk([file])).toBe(1);
    expect(lines.join('\n')).toContain('The copy cannot be the database itself.');
  });

  test('on PostgreSQL it says to use pg_dump and copies nothing', async () => {
    const copy = path.join(dir, 'never.sqlite');
    expect(await desk([copy], { dialect: 'postgres', url: 'postgres://127.0.0.1/haulboard' } as never)).toBe(1);
    expect(lines.join('\n')).toContain('pg_dump');
    expect(fs.existsSync(copy)).toBe(false);
  });
});
