import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import { describeEachDatabase } from '../support/databases';
import { testApp } from '../support/appFixtures';
import { walkthroughPicturesDir } from '../../../src/server/http/static';
import { walkthroughPictureUrl } from '../../../src/shared/walkthroughPictures';

const indexHtml = '<!doctype html><html><body><div id="root"></div><script src="/assets/main.0a1b2c3d.js"></script></body></html>';
const mainJs = `console.log(${JSON.stringify('haulboard '.repeat(200))})`;

/** A text file with the .br and .gz twins the build writes beside it. */
function writeCompressible(file: string, text: string): void {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

/** A dist/ as webpack writes it, with a secret next to it and a source map in it that must never be served. */
function fakeBuild(): string {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-static-'));
  const dist = path.join(base, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeCompressible(path.join(dist, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeCompressible(path.join(dist, 'sw.js'), 'self.__WB_MANIFEST = [];');
  writeCompressible(path.join(dist, 'assets', 'main.0a1b2c3d.js'), mainJs);
  fs.writeFileSync(path.join(dist, 'assets', 'main.0a1b2c3d.js.map'), '{"version":3,"sources":["SECRET.ts"]}');
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

  test('the driver page\'s service worker is asked for again each time (issue 24), so a new build reaches phones at once', async () => {
    const response = await app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  test('hashed assets are cached for a year', async () => {
    const response = await app.inject({ url: '/assets/main.0a1b2c3d.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  test('assets go out as brotli to a browser that accepts it', async () => {
    const response = await app.inject({ url: '/assets/main.0a1b2c3d.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBeLessThan(mainJs.length / 4);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(mainJs);
  });

  test('assets go out as gzip to a browser that accepts only gzip', async () => {
    const response = await app.inject({ url: '/assets/main.0a1b2c3d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(mainJs);
  });

  test('assets go out uncompressed to a browser that accepts no compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'zstd' }]) {
      const response = await app.inject({ url: '/assets/main.0a1b2c3d.js', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(mainJs);
    }
  });

  test('the app page goes out compressed but is never cached as immutable', async () => {
    for (const url of ['/', '/index.html', '/search?origin=Detroit']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
    }
  });

  test('source maps are not published', async () => {
    for (const url of ['/assets/main.0a1b2c3d.js.map', '/assets/main.0a1b2c3d.js.MAP', '/assets/main.0a1b2c3d.js%2emap', '/main.0a1b2c3d.js.map']) {
      for (const headers of [{}, { 'accept-encoding': 'br, gzip' }]) {
        const response = await app.inject({ url, headers });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('SECRET');
      }
    }
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
    expect(api.json()).toEqual({ message: expect.any(String), code: 'not_found' });

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

  test('a walkthrough picture is served from public/walkthroughs as a PNG, revalidated on every visit (issue 22)', async () => {
    const response = await app.inject({ url: walkthroughPictureUrl('find-loads') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.rawPayload.equals(fs.readFileSync(path.join(walkthroughPicturesDir, 'find-loads.png')))).toBe(true);
  });

  test('a missing walkthrough picture, or a path out of its folder, answers 404 rather than the app', async () => {
    for (const url of [walkthroughPictureUrl('no-such-screen'), '/walkthroughs/', '/walkthroughs/..%2f..%2fpackage.json', '/walkthroughs/%2e%2e%2f%2e%2e%2fpackage.json']) {
      const response = await app.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toBe(indexHtml);
      expect(response.body).not.toContain('"dependencies"');
    }
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
      expect(page.json()).toEqual({ message: 'The web app is not built yet: run npm run build.', code: 'not_found' });
    } finally {
      await app.close();
    }
  });
});
