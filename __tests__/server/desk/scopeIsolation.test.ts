import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer, createCarrier, signIn, testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { deskAuthHeader, operatorAuthHeader } from '../support/deskAuth';

/** A route of the app, called with its path parameters filled in. */
const requestFor = (route: { method: string; url: string }) =>
  ({ method: route.method, url: route.url.replace(/:\w+/g, '1').replace(/\*$/, 'x') }) as InjectOptions;

describeEachDatabase('carrier and desk tokens stay on their own side', (getDb) => {
  let app: FastifyInstance;
  let carrierToken: Record<string, string>;
  let deskKey: Record<string, string>;
  let operator: Record<string, string>;

  beforeAll(async () => {
    app = await testApp(getDb());
    carrierToken = bearer(await signIn(app, await createCarrier(getDb())));
    deskKey = await deskAuthHeader(app);
    operator = await operatorAuthHeader(app);
  });
  afterAll(() => app.close());

  const isDesk = (url: string) => url.toLowerCase().startsWith('/api/desk');
  const isSignIn = (method: string, url: string) => method === 'POST' && url === '/api/desk/token';

  test('a carrier\'s token gets 401 on every desk route', async () => {
    const routes = app.routeTable.filter((route) => isDesk(route.url) && !isSignIn(route.method, route.url));
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const response = await app.inject({ ...requestFor(route), headers: carrierToken });
      expect({ route, status: response.statusCode }).toEqual({ route, status: 401 });
    }
  });

  test('on every carrier route a desk API key or an operator token is no better than no token at all', async () => {
    const routes = app.routeTable.filter((route) => route.url.startsWith('/api/') && !isDesk(route.url) && !route.url.startsWith('/api/docs'));
    let guarded = 0;
    for (const route of routes) {
      const request = requestFor(route);
      const anonymous = await app.inject(request);
      if (anonymous.statusCode !== 401) continue;
      guarded += 1;
      for (const headers of [deskKey, operator]) {
        const response = await app.inject({ ...request, headers });
        expect({ route, status: response.statusCode }).toEqual({ route, status: 401 });
      }
    }
    expect(guarded).toBeGreaterThan(30);
  });
});
