import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shippedStart } from '../../../scripts/shippedStart';

const root = path.resolve(__dirname, '../../..');
const address = /Haulboard is running at (http:\/\/\S+)/;
const api = (url: string, route: string) => `${url}/api/${route}?SourceApplication=CarrierPortal`;

interface Started { url: string; stop(): Promise<number | null> }

function start(dir: string): Promise<Started> {
  const { env, nodeArgs } = shippedStart();
  const child = spawn(process.execPath, nodeArgs, {
    cwd: root,
    env: {
      ...process.env, ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: '0', HTTP_THREADS: '1', SEED_LOADS: '30',
      DATABASE_URL: path.join(dir, 'compiled.sqlite'), REDIS_URL: '',
    },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = address.exec(output)?.[1];
      if (url) resolve({ url, stop: () => (child.kill('SIGTERM'), exited) });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`the compiled server stopped before it was ready:\n${output}`)));
  });
}

async function untilReady(url: string): Promise<Response> {
  for (;;) {
    const response = await fetch(`${url}/api/ready`);
    if (response.status !== 503) return response;
  }
}

describe('the compiled server', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-compiled-'));
    execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'pipe' });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('npm start runs compiled JavaScript with a bounded heap, and it migrates, seeds, signs in and searches with an HTTP thread', async () => {
    expect(shippedStart()).toEqual({
      env: { MALLOC_MMAP_THRESHOLD_: expect.stringMatching(/^\d+$/) },
      nodeArgs: [expect.stringMatching(/^--max-old-space-size=\d+$/), expect.stringMatching(/^--max-semi-space-size=\d+$/), 'dist-server/server/main.js'],
    });
    const server = await start(dir);
    try {
      expect(await (await untilReady(server.url)).json()).toEqual({ status: 'ready', database: 'sqlite' });

      const signIn = await fetch(api(server.url, 'token'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', username: 'demo@carrier.test', password: 'haulboard' }),
      });
      expect(signIn.status).toBe(200);
      const { access_token: token } = (await signIn.json()) as { access_token: string };

      const search = await fetch(`${api(server.url, 'CarrierLoads/search/available')}&pageSize=5`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(search.status).toBe(200);
      const found = (await search.json()) as { records: unknown[]; totalRecordCount: number };
      expect(found.records.length).toBeGreaterThan(0);
      expect(found.totalRecordCount).toBeGreaterThanOrEqual(found.records.length);

      const places = await fetch(`${api(server.url, 'Locations/Search')}&term=Denver`, { headers: { authorization: `Bearer ${token}` } });
      expect(((await places.json()) as { largeLabel: string }[]).map((place) => place.largeLabel)).toContain('Denver, CO');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 180_000);
});
