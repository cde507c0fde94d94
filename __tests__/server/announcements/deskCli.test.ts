import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** The desk as an operator runs it: `npm run desk -- ...` over the SQLite file DATABASE_URL names. */
describe('npm run desk (command line)', () => {
  let dir: string;
  const desk = (...argv: string[]) => spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['src/server/desk/cli.ts', ...argv], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: path.join(dir, 'desk.sqlite') },
    encoding: 'utf8',
    timeout: 60_000,
  });

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-desk-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('the desk adds, lists and ends an announcement in the database DATABASE_URL names', () => {
    // Started in the past: each command is its own process with its own reading of the clock.
    const added = desk('announcement', 'add', '--target', 'CIBody', '--title', 'Winter routes', '--details', 'Chains required in CO.',
      '--starts', '2020-01-01T00:00:00Z');
    expect(added.stderr).toBe('');
    expect(added.status).toBe(0);
    const id = /^Added #(\d+)/.exec(added.stdout)?.[1];
    expect(desk('announcement', 'list').stdout).toMatch(new RegExp(`#${id} CIBody current .*Winter routes`));
    const ended = desk('announcement', 'end', String(id));
    expect(ended.status).toBe(0);
    expect(ended.stdout).toMatch(new RegExp(`^Ended #${id} CIBody ended`));
  }, 60_000);

  test('the desk without a command prints its usage and fails', () => {
    const run = desk();
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('npm run desk -- announcement add --target CIHeader|CIBody');
  }, 60_000);
});
