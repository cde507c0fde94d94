import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import { describeEachDatabase } from '../support/databases';
import { testApp } from '../support/appFixtures';

const indexHtml = '<!doctype html><html><body><div id="root"></div><script src="/assets/main.0a1b2c3d.js"></script></body></html>';

/** A dist/ as webpack writes it, with a secret next to it that must never be served. */
function fakeBuild(): string {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-static-'));
  const dist = path.join(base, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'assets', 'main.0a1b2c3d.js'), 'console.log("haulboard")');
  fs.writeFileSync(path.join(dist, '.env'), 'SECRET=dotfile');
  fs.writeFileSync(path.join(base, 'secret.txt'), 'SECRET=outside');
  return dist;
}

describeEachDatabase('the web app', (getDb) => {
  let db: Db;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    db = getDb();
    dist = fakeBuild();
    app = await testApp(db, { clientDir: dist });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  });

  test('hashed assets are cached for a year', async () => {
    const response = await app.inject({ url: '/assets/main.0a1b2c3d.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  test('index.html is revalidated on every visit', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    }
  });

  test('unknown API paths answer JSON 404 and other paths the app', async () => {
    const api = await app.inject({ url: '/api/Nope/123?SourceApplication=CarrierPortal' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
    expect(api.json()).toEqual({ message: expect.any(String) });

    for (const url of ['/search', '/loads/12345?tab=details', '/account/settings/', '/Dashboard']) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toBe(indexHtml);
    }
  });

  test('a GET on an API path that only takes POST answers JSON 404, not the app', async () => {
    const response = await app.inject({ url: '/api/token' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toEqual(expect.any(String));
  });

  test('a missing hashed asset answers 404 rather than the app', async () => {
    const response = await app.inject({ url: '/assets/main.deadbeef.js' });
    expect(response.statusCode).toBe(404);
  });

  test('other static files are served and revalidated', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('paths never reach files outside dist or dotfiles', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5c..%5csecret.txt', '/.env', '/assets/%2e%2e/.env', '/%00', '/assets/%2e%2e%2f%2e%2e%2fsecret.txt']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toContain('SECRET');
    }
  });

  test('a POST to a page path answers 404 with a message', async () => {
    const response = await app.inject({ method: 'POST', url: '/search', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describeEachDatabase('without a client build', (getDb) => {
  test('the API still answers and pages say the app is not built', async () => {
    const app = await testApp(getDb(), { clientDir: path.join(os.tmpdir(), 'haulboard-never-built') });
    try {
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      const page = await app.inject({ url: '/search' });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ message: 'The web app is not built yet: run npm run build.' });
    } finally {
      await app.close();
    }
  });
});
