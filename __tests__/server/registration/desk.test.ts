import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixedClock } from '../../../src/server/clock';
import { runDesk } from '../../../src/server/desk/run';
import { hashToken } from '../../../src/server/auth/tokens';
import { describeEachDatabase } from '../support/databases';

const now = '2026-05-10T09:30:00.000Z';
const root = path.resolve(__dirname, '../../..');

describeEachDatabase('desk: registration codes', (getDb) => {
  let printed: string[];
  const desk = (...argv: string[]) => {
    printed = [];
    return runDesk(argv, { db: getDb().db, clock: fixedClock(now), print: (line) => printed.push(line) });
  };

  test('registration-code creates a single-use code valid 30 days and prints it alone on the last line', async () => {
    expect(await desk('registration-code', '--email', 'Owner@Lakes.test', '--company', 'Great Lakes')).toBe(0);
    const code = printed.at(-1)!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = await getDb().db.selectFrom('registrationCodes').selectAll().where('code', '=', hashToken(code)).executeTakeFirstOrThrow();
    expect(row).toEqual({ code: hashToken(code), email: 'owner@lakes.test', companyName: 'Great Lakes', expiresAt: '2026-06-09T09:30:00.000Z', usedAt: null });
  });

  test('registration-code needs no options, and create names the same verb', async () => {
    expect(await desk('registration-code')).toBe(0);
    const first = printed.at(-1);
    expect(await desk('registration-code', 'create')).toBe(0);
    expect(printed.at(-1)).not.toBe(first);
  });

  test('a wrong option or address prints why and the usage, and creates nothing', async () => {
    const before = (await getDb().db.selectFrom('registrationCodes').select('code').execute()).length;
    expect(await desk('registration-code', '--mail', 'x@y.test')).toBe(1);
    expect(await desk('registration-code', '--email', 'not an address')).toBe(1);
    expect(printed.join('\n')).toContain('Usage: npm run desk -- registration-code create [--email ADDRESS] [--company NAME]');
    expect((await getDb().db.selectFrom('registrationCodes').select('code').execute()).length).toBe(before);
  });
});

test('npm run desk -- registration-code works on the database DATABASE_URL names', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-desk-'));
  try {
    const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['src/server/desk/cli.ts', 'registration-code', '--company', 'Lakes'], {
      cwd: root, env: { ...process.env, DATABASE_URL: path.join(dir, 'desk.sqlite') }, encoding: 'utf8', timeout: 60_000,
    });
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split('\n').at(-1)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
