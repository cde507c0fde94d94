import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/*
 * Issue 23: every HTTP thread is a whole copy of the app, so a library only some requests need (a PDF, a pay
 * date's holidays, a photo, a mail, a CSV, Redis without REDIS_URL) is loaded by the first request that needs it.
 */

const root = path.resolve(__dirname, '../../..');
const onlySomeRequestsNeed = ['csv-parse', 'csv-stringify', 'date-holidays', 'ioredis', 'nodemailer', 'pdfkit', 'sharp'];

describe('libraries only some requests need', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-lazy-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('a started app has loaded none of the libraries only some requests need, and loads one at its first use', async () => {
    const { stdout } = await promisify(execFile)(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(__dirname, 'support/loadedLibraries.ts'), path.join(dir, 'lazy.sqlite')],
      { cwd: root, env: { ...process.env, NODE_ENV: 'production' } },
    );
    const [atStart, afterUse] = stdout.trim().split('\n').map((line) => (JSON.parse(line) as string[]).filter((name) => onlySomeRequestsNeed.includes(name)));
    expect(atStart).toEqual([]);
    expect(afterUse).toEqual(['date-holidays', 'sharp']);
  });
});
