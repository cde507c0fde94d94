import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const banner = /^ {2}Haulboard is running at (http:\/\/\S+)\n {2}Sign in as .*\n.*\n/m;

interface Started { url: string; output(): string; stop(): Promise<void> }

/** Starts the server as `npm start` does (without the build), ready once it has printed its address. */
function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: '', ...env },
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = banner.exec(output)?.[1];
      if (url) resolve({ url, output: () => output, stop: () => (child.kill('SIGTERM'), exited) });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`the server stopped before it was ready:\n${output}`)));
  });
}

describe('a newcomer’s first run', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-first-run-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('npm start prints a few lines, the address and the demo sign-ins last, and listens on 127.0.0.1', async () => {
    const server = await start({ PORT: '0', DATABASE_URL: path.join(dir, 'first.sqlite'), SEED_LOADS: '30' });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
    }

    const untilBanner = server.output().slice(0, server.output().search(banner));
    expect(untilBanner.split('\n').filter((line) => line.trim() !== '').length).toBeLessThanOrEqual(5);
    expect(untilBanner).toContain('Server listening at http://127.0.0.1:');
    expect(banner.exec(server.output())?.[0]).toBe([
      `  Haulboard is running at ${server.url}`,
      '  Sign in as demo@carrier.test with password haulboard',
      '  (another carrier: other@carrier.test / haulboard)',
      '',
    ].join('\n'));
    expect(server.output()).toContain(`\n  The operator desk: desk@haulboard.test / haulboard at ${server.url}/api/docs\n`);
    expect(server.output()).toContain(`\n  A demo driver's link (no password): ${server.url}/driver/demo-driver-link-of-Marcus-Johnson-HB2026ab\n`);
  });
});
