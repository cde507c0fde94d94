import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { bearer, testApp, uniqueAddress } from '../support/appFixtures';

const root = path.resolve(__dirname, '../../..');

/** The desk as an operator runs it: `npm run desk -- ...` over the SQLite file DATABASE_URL names. */
describe('npm run desk -- api-key | operator (command line)', () => {
  let dir: string;
  let db: Db;
  let app: FastifyInstance;
  const desk = (...argv: string[]) => spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['src/server/desk/cli.ts', ...argv], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: path.join(dir, 'desk.sqlite') },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const lastLine = (stdout: string) => stdout.trimEnd().split('\n').at(-1)!;
  const whoami = (key: string) => app.inject({ method: 'GET', url: '/api/desk/whoami', headers: bearer(key) });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-desk-'));
    // The first command migrates the file; the app then opens the same file.
    expect(desk('api-key', 'list').stdout).toContain('No desk API keys.');
    db = await openDatabase({ dialect: 'sqlite', file: path.join(dir, 'desk.sqlite') });
    app = await testApp(db);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('api-key --name prints a new key alone on its last line, and the desk API takes it', async () => {
    const made = desk('api-key', '--name', 'Acme TMS');
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    const key = lastLine(made.stdout);
    expect(key).toMatch(/^hbdesk_[A-Za-z0-9_-]{43}$/);
    expect((await whoami(key)).json()).toEqual({ name: 'Acme TMS', operatorId: null, apiKeyId: expect.any(Number) });
  }, 60_000);

  test('api-key list shows the key by its prefix, never whole; api-key revoke ID ends it', async () => {
    const key = lastLine(desk('api-key').stdout);
    const listed = desk('api-key', 'list').stdout;
    expect(listed).not.toContain(key);
    const id = new RegExp(`^#(\\d+)\t${key.slice(0, 13)}…\tbroker\tlive`, 'm').exec(listed)?.[1];
    expect(id).toBeDefined();
    const revoked = desk('api-key', 'revoke', id!);
    expect(revoked.status).toBe(0);
    expect(revoked.stdout).toContain(`Revoked desk API key #${id}`);
    expect((await whoami(key)).statusCode).toBe(401);
    expect(desk('api-key', 'revoke', '999999').status).toBe(1);
  }, 60_000);

  test('api-key refuses a name a live key has, and says so', async () => {
    expect(desk('api-key', '--name', 'broker-alpha').status).toBe(0);
    const again = desk('api-key', '--name', 'broker-alpha');
    expect(again.status).toBe(1);
    expect(again.stdout).toBe('A live API key is named "broker-alpha" already; revoke it first or choose another name.\n');
  }, 60_000);

  test('api-key --operator makes an operator key for the whole desk, and list shows each key\'s scope', async () => {
    const made = desk('api-key', '--name', 'ops', '--operator');
    expect(made.status).toBe(0);
    expect(made.stdout).toContain('"ops"');
    expect(made.stdout).toContain('an operator key, for the whole desk');
    const key = lastLine(made.stdout);
    expect((await app.inject({ method: 'GET', url: '/api/desk/jobs', headers: bearer(key) })).statusCode).toBe(200);
    const listed = desk('api-key', 'list').stdout;
    expect(listed).toMatch(new RegExp(`^#\\d+\t${key.slice(0, 13)}…\toperator\tlive\t.*\tops$`, 'm'));
    expect(listed).toMatch(/^#\d+\t\S+…\tbroker\tlive\t.*\tbroker-alpha$/m);
  }, 60_000);

  test('operator add prints a generated password alone on its last line, and it signs in to the desk', async () => {
    const added = desk('operator', 'add', '--email', 'Olive@Desk.test', '--name', 'Olive Operator');
    expect(added.status).toBe(0);
    const password = lastLine(added.stdout);
    const signIn = await app.inject({
      method: 'POST', url: '/api/desk/token', remoteAddress: uniqueAddress(), payload: { email: 'olive@desk.test', password },
    });
    expect(signIn.statusCode).toBe(200);
    expect((await whoami(signIn.json().access_token)).json().name).toBe('Olive Operator');
  }, 60_000);

  test('operator add takes --password, and refuses an e-mail address taken in any case', async () => {
    expect(desk('operator', 'add', '--email', 'ravi@desk.test', '--name', 'Ravi', '--password', 'chosen desk password').status).toBe(0);
    const again = desk('operator', 'add', '--email', 'RAVI@desk.test', '--name', 'Ravi again');
    expect(again.status).toBe(1);
    expect(again.stdout).toContain('exists already');
    const bad = desk('operator', 'add', '--email', 'not-an-address', '--name', 'Nobody');
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain('is not an email address');
  }, 60_000);
});
