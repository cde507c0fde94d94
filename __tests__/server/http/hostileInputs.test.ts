import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import { describeEachDatabase } from '../support/databases';
import { bearer, createCarrier, signIn, testApp, type TestCarrier } from '../support/appFixtures';

/*
 * Nothing a client sends may make the server answer 5xx. Every route the app registers (including those added
 * later) gets hostile path parameters, bodies, content types and query strings, signed in and not.
 */

// Thousands of requests in each test: their count is fixed, their time is the machine's, so the ceiling is wide.
jest.setTimeout(600_000);

const hostileParams = [
  'abc', '-1', '0', '1.5', '1e309', '99999999999999999999999999', 'null', 'undefined', 'NaN', '%00', '%20',
  '..%2f..%2fetc%2fpasswd', '..', '%E2%9C%93%F0%9F%9A%9A', "'%20OR%201=1--", '%3Cscript%3E', 'a'.repeat(190),
];

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

const hostileBodies: Array<{ type: string; payload: string }> = [
  ...['{', '{"a":', 'nul', '[1,2', '"unterminated', '{"a":1}}', '\u0000', ''].map((payload) => ({ type: 'application/json', payload })),
  ...['[]', '[1,2,3]', 'null', '"text"', '123', 'true', '1e400', '-0', '{}'].map((payload) => ({ type: 'application/json', payload })),
  { type: 'application/json', payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
  { type: 'application/json', payload: deep(20) },
  { type: 'application/json', payload: deep(100_000) },
  { type: 'application/json', payload: JSON.stringify({ id: 1e308, pageNumber: -1, pageSize: 1e9, amount: 'NaN', quantity: 99999999999999999999 }) },
  { type: 'application/json', payload: JSON.stringify({ Username: [], Password: {}, grant_type: 5, DriverId: null, ClientId: 'abc', Trucks: 'many' }) },
  { type: 'application/json', payload: JSON.stringify({ Text: '\u202e\ud800\u0000 🚚 ‮', Name: 'Ω'.repeat(10_000), Notes: '<script>alert(1)</script>' }) },
  { type: 'application/json', payload: JSON.stringify({ criteria: { OrderIds: [null, 'x', -1], Radius: 'far' }, Trucks: [{ Quantity: null }, 'x', [[]]] }) },
  { type: 'application/json', payload: JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) }) },
  { type: 'application/x-www-form-urlencoded', payload: 'a=%zz&&==&grant_type=password&username[]=x&password=%00' },
  { type: 'application/x-www-form-urlencoded', payload: 'grant_type=password&grant_type=password&username=a&username=b&password=c' },
  { type: 'text/plain', payload: 'hello' },
  { type: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--' },
  { type: 'application/xml', payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>' },
  { type: 'application/json; charset=utf-16', payload: '{}' },
];

const hostileQueries = [
  '?SourceApplication=%00&pageNumber=-1&pageSize=1e9&sortField[]=x',
  '?pageNumber=abc&pageSize=&id=NaN&driverId=1e309&clientId=-5',
  '?__proto__[x]=1&constructor=1&searchTerm=%27%22%3C%3E&term=' + 'z'.repeat(3000),
  '?SourceApplication=a&SourceApplication=b&fromDate=9999-99-99&thruDate=yesterday&active=maybe',
];

function fillPath(url: string, value: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, value).replace(/\*$/, value);
}

describeEachDatabase('hostile input', (getDb) => {
  let db: Db;
  let app: FastifyInstance;
  let carrier: TestCarrier;
  let token: string;
  let dist: string;

  beforeAll(async () => {
    db = getDb();
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-hostile-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Haulboard</title>');
    app = await testApp(db, { clientDir: dist });
    carrier = await createCarrier(db);
    token = await signIn(app, carrier);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  async function expectNo5xx(requests: InjectOptions[]) {
    const failures: string[] = [];
    for (const request of requests) {
      for (const headers of [{}, bearer(token)]) {
        // The live event stream answers its head and never ends by itself: it is judged by its status.
        const stream = request.method === 'GET' && /^\/api\/events(\?|$)/i.test(String(request.url));
        const response = await app.inject({ ...request, headers: { ...request.headers, ...headers }, remoteAddress: '10.99.0.1', payloadAsStream: stream });
        const body = stream ? '' : response.body;
        if (stream) response.stream().destroy();
        if (response.statusCode >= 500) failures.push(`${request.method} ${request.url} → ${response.statusCode} ${body.slice(0, 200)}`);
        // Signing out is one of the routes under fire; the rest of the battery still deserves a live session.
        if (response.statusCode === 204 && request.method === 'DELETE' && /^\/api\/token\b/i.test(String(request.url))) {
          token = await signIn(app, carrier);
        }
      }
    }
    expect(failures).toEqual([]);
  }

  test('every route is covered', () => {
    const urls = app.routeTable.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(expect.arrayContaining(['POST /api/token', 'DELETE /api/token', 'GET /api/CurrentUser', 'GET /api/health']));
  });

  test('hostile path parameters never answer 5xx', async () => {
    const requests = app.routeTable
      .filter((route) => /[:*]/.test(route.url))
      .flatMap((route) => hostileParams.map((value) => ({ method: route.method, url: fillPath(route.url, value) }) as InjectOptions));
    await expectNo5xx(requests);
  });

  test('hostile bodies and content types never answer 5xx', async () => {
    const requests = app.routeTable
      .filter((route) => route.method !== 'GET')
      .flatMap((route) => hostileBodies.map(({ type, payload }) =>
        ({ method: route.method, url: `${fillPath(route.url, '1')}?SourceApplication=Fuzz`, headers: { 'content-type': type }, payload }) as InjectOptions));
    await expectNo5xx(requests);
  });

  test('hostile query strings never answer 5xx', async () => {
    const requests = app.routeTable.flatMap((route) =>
      hostileQueries.map((query) => ({ method: route.method, url: fillPath(route.url, '1') + query }) as InjectOptions));
    await expectNo5xx(requests);
  });

  test('hostile headers never answer 5xx', async () => {
    const requests = app.routeTable.flatMap((route) => [
      { method: route.method, url: fillPath(route.url, '1'), headers: { authorization: 'Bearer ' + 'x'.repeat(8000) } },
      { method: route.method, url: fillPath(route.url, '1'), headers: { authorization: 'Bearer \u00ff\u00fe' } },
      { method: route.method, url: fillPath(route.url, '1'), headers: { 'content-type': 'application/json', 'content-length': '5' }, payload: '{}' },
      { method: route.method, url: fillPath(route.url, '1'), headers: { accept: 'application/xml', 'accept-encoding': 'gzip;q=abc' } },
    ] as InjectOptions[]);
    await expectNo5xx(requests);
  });

  test('hostile URLs never answer 5xx', async () => {
    const urls = ['/api/%', '/api/%E0%A4%A', '//api//token', '/api/../api/health', '/API/HEALTH', '/api/health/', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fpackage.json', '/' + 'a/'.repeat(2000)];
    await expectNo5xx(urls.flatMap((url) => (['GET', 'POST', 'DELETE'] as const).map((method) => ({ method, url }))));
  });

  test('after the battery the database still answers and the account still signs in', async () => {
    expect((await app.inject({ url: '/api/health' })).json().status).toBe('ok');
    expect((await app.inject({ url: '/api/CurrentUser', headers: bearer(await signIn(app, carrier)) })).statusCode).toBe(200);
  });
});
