import type { FastifyInstance } from 'fastify';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

describeEachDatabase('OpenAPI at /api/docs', (getDb) => {
  let app: FastifyInstance;
  let paths: Record<string, Record<string, Operation>>;
  let document: Record<string, any>;

  beforeAll(async () => {
    app = await testApp(getDb());
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    document = response.json();
    paths = document.paths;
  });
  afterAll(() => app.close());

  const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

  test('the document at /api/docs/json is OpenAPI 3 with the desk\'s bearer scheme', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.components.securitySchemes.deskBearer).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
  });

  test('the paths brokers\' scripts rely on are listed with their methods', () => {
    const expected: [string, string][] = [
      ['/api/desk/loads', 'post'], ['/api/desk/loads/import', 'post'], ['/api/desk/loads/{id}', 'get'],
      ['/api/desk/loads/{id}', 'delete'], ['/api/desk/invoices/{id}/paid', 'post'], ['/api/desk/token', 'post'],
      ['/api/desk/api-keys', 'post'], ['/api/desk/api-keys', 'get'], ['/api/desk/api-keys/{id}', 'delete'],
    ];
    for (const [path, method] of expected) expect({ path, method, listed: Boolean(paths[path]?.[method]) }).toEqual({ path, method, listed: true });
  });

  test('every desk route is listed with its responses, and every one but sign-in asks for the desk bearer', () => {
    const deskRoutes = app.routeTable.filter((route) => route.url.toLowerCase().startsWith('/api/desk'));
    expect(deskRoutes.length).toBeGreaterThan(5);
    for (const route of deskRoutes) {
      const operation = paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const where = `${route.method} ${route.url}`;
      expect({ where, listed: Boolean(operation) }).toEqual({ where, listed: true });
      expect({ where, statuses: Object.keys(operation.responses).some((status) => status.startsWith('2')) }).toEqual({ where, statuses: true });
      expect({ where, tags: operation.tags }).toEqual({ where, tags: ['desk'] });
      const signIn = route.method === 'POST' && route.url === '/api/desk/token';
      expect({ where, security: operation.security }).toEqual({ where, security: signIn ? undefined : [{ deskBearer: [] }] });
    }
  });

  test('the carrier API is listed too, with the carrier bearer where it answers 401', () => {
    expect(paths['/api/CurrentUser'].get.security).toEqual([{ carrierBearer: [] }]);
    expect(paths['/api/CurrentUser'].get.tags).toEqual(['carrier']);
    expect(paths['/api/token'].post).toBeDefined();
  });

  test('the web app\'s pages and the docs themselves are not API paths', () => {
    expect(Object.keys(paths).filter((path) => !path.startsWith('/api/') || path.startsWith('/api/docs'))).toEqual([]);
  });

  test('/api/docs serves Swagger UI from same-origin files the app\'s CSP allows', async () => {
    const page = await app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    for (const script of scripts) {
      expect(script).not.toMatch(/^[a-z]+:|^\/\//);
      const file = await app.inject(new URL(script, 'http://localhost/api/docs/').pathname);
      expect({ script, status: file.statusCode }).toEqual({ script, status: 200 });
    }
  });
});
