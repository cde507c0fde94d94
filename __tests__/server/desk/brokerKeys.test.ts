import type { FastifyInstance, InjectOptions } from 'fastify';
import { fixedClock } from '../../../src/server/clock';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { deskAuthHeader, operatorAuthHeader, operatorKeyHeader } from '../support/deskAuth';
import { aPostedLoad, csvFile, csvRow, TODAY, uniqueReference } from './support/postedLoads';

type Headers = Record<string, string>;

/** A route of the app, called with its path parameters filled in. */
const requestFor = (route: { method: string | string[]; url: string }) =>
  ({ method: route.method, url: route.url.replace(/:\w+/g, '1') }) as InjectOptions;

/** Issue 21: a broker's API key posts, imports, lists, reads, edits and withdraws its own loads, and nothing else. */
describeEachDatabase('broker API keys keep to their own loads', (getDb) => {
  let app: FastifyInstance;
  let alpha: Headers;
  let beta: Headers;
  const alphaName = `broker-alpha ${process.pid}`;
  const betaName = `broker-beta ${process.pid}`;

  beforeAll(async () => {
    app = await testApp(getDb(), { clock: fixedClock(`${TODAY}T12:00:00Z`) });
    alpha = await deskAuthHeader(app, alphaName);
    beta = await deskAuthHeader(app, betaName);
  });
  afterAll(() => app.close());

  const post = async (headers: Headers, load = aPostedLoad()): Promise<number> => {
    const response = await app.inject({ method: 'POST', url: '/api/desk/loads', headers, payload: load as object });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  };
  const read = (headers: Headers, id: number) => app.inject({ method: 'GET', url: `/api/desk/loads/${id}`, headers });
  const edit = (headers: Headers, id: number, rate: number) =>
    app.inject({ method: 'PUT', url: `/api/desk/loads/${id}`, headers, payload: aPostedLoad({ rate }) as object });
  const withdraw = (headers: Headers, id: number) => app.inject({ method: 'DELETE', url: `/api/desk/loads/${id}`, headers });
  const listedIds = async (headers: Headers, query = '') => {
    const response = await app.inject({ method: 'GET', url: `/api/desk/loads?pageSize=100${query}`, headers });
    expect(response.statusCode).toBe(200);
    const { records, totalRecordCount } = response.json() as { records: { id: number }[]; totalRecordCount: number };
    expect(records).toHaveLength(totalRecordCount);
    return records.map((record) => record.id);
  };

  test('another broker\'s load is a 404 to a broker\'s key, as a missing load is: read, edit and withdraw change nothing', async () => {
    const id = await post(alpha, aPostedLoad({ rate: 1250.5 }));
    for (const answer of [await read(beta, id), await edit(beta, id, 1), await withdraw(beta, id)]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: `Load ${id} not found`, code: 'not_found' });
    }
    expect((await read(alpha, id)).json()).toMatchObject({ id, rate: 1250.5, status: 'Available', postedBy: alphaName });
  });

  test('a broker\'s key reads, edits and withdraws its own load', async () => {
    const id = await post(alpha);
    expect((await edit(alpha, id, 900)).json()).toMatchObject({ id, rate: 900, postedBy: alphaName });
    expect((await withdraw(alpha, id)).statusCode).toBe(204);
    expect((await read(alpha, id)).json()).toMatchObject({ id, status: 'Withdrawn' });
  });

  test('a broker\'s key lists only the loads it posted; another poster\'s are absent from the list and its count', async () => {
    const alphas = [await post(alpha), await post(alpha)];
    const betas = [await post(beta)];
    const betaWithdrawn = await post(beta);
    await withdraw(beta, betaWithdrawn);
    const betaSees = await listedIds(beta);
    expect(betaSees).toEqual(expect.arrayContaining([...betas, betaWithdrawn]));
    expect(betaSees).not.toEqual(expect.arrayContaining([alphas[0]]));
    expect(betaSees).not.toEqual(expect.arrayContaining([alphas[1]]));
    for (const id of betaSees) expect((await read(beta, id)).json().postedBy).toBe(betaName);
    expect(await listedIds(beta, '&status=Withdrawn')).toEqual([betaWithdrawn]);
    expect(await listedIds(alpha)).toEqual(expect.arrayContaining(alphas));
    expect(await listedIds(alpha)).not.toEqual(expect.arrayContaining([betas[0]]));
  });

  test('a broker\'s key imports loads as its own, and a reference another broker used is its own to use', async () => {
    const reference = uniqueReference();
    const importAs = (headers: Headers) => app.inject({
      method: 'POST', url: '/api/desk/loads/import', headers: { ...headers, 'content-type': 'text/csv' }, payload: csvFile([csvRow(reference)]),
    });
    const [alphaImport, betaImport] = [(await importAs(alpha)).json(), (await importAs(beta)).json()];
    expect(alphaImport).toMatchObject({ created: 1, unchanged: 0 });
    expect(betaImport).toMatchObject({ created: 1, unchanged: 0 });
    const [betaId] = betaImport.createdIds;
    expect((await read(beta, betaId)).json()).toMatchObject({ brokerReference: reference, postedBy: betaName });
    expect((await read(beta, alphaImport.createdIds[0])).statusCode).toBe(404);
    expect((await importAs(beta)).json()).toMatchObject({ created: 0, unchanged: 1 });
  });

  test('every desk door but its own loads and whoami answers a broker\'s key 403 forbidden, before reading the request', async () => {
    const brokerDoors = (url: string) => url === '/api/desk/loads' || url.startsWith('/api/desk/loads/')
      || url === '/api/desk/whoami' || url === '/api/desk/token';
    const doors = app.routeTable.filter((route) => route.url.startsWith('/api/desk/') && !brokerDoors(route.url));
    expect(doors.map((route) => route.url)).toEqual(expect.arrayContaining([
      '/api/desk/invoices', '/api/desk/invoices/:id/paid', '/api/desk/invoices/:id/paymentFailed', '/api/desk/announcements', '/api/desk/broker-agreements',
      '/api/desk/registration-codes', '/api/desk/payment-preferences', '/api/desk/payment-preferences/:id/approve',
      '/api/desk/jobs', '/api/desk/jobs/:name/due', '/api/desk/api-keys', '/api/desk/applications', '/api/desk/applications/:id/decline', '/api/desk/call-requests',
    ]));
    for (const route of doors) {
      const response = await app.inject({ ...requestFor(route), headers: beta });
      expect({ route: route.url, method: route.method, status: response.statusCode, code: response.json().code })
        .toEqual({ route: route.url, method: route.method, status: 403, code: 'forbidden' });
    }
  });

  test('a broker\'s key still asks whoami and signs out of nothing as before', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/desk/whoami', headers: beta })).json()).toMatchObject({ name: betaName, operatorId: null });
    expect((await app.inject({ method: 'DELETE', url: '/api/desk/token', headers: beta })).statusCode).toBe(400);
  });

  describe.each([
    ['an operator key', (desk: FastifyInstance) => operatorKeyHeader(desk)],
    ['an operator session', (desk: FastifyInstance) => operatorAuthHeader(desk)],
  ])('%s', (_who, headersFor) => {
    test('has the whole desk: every poster\'s loads to list, read, edit and withdraw, and the operators\' doors', async () => {
      const whole = await headersFor(app);
      const [alphaId, betaId] = [await post(alpha), await post(beta)];
      expect(await listedIds(whole)).toEqual(expect.arrayContaining([alphaId, betaId]));
      expect((await read(whole, alphaId)).json()).toMatchObject({ id: alphaId, postedBy: alphaName });
      expect((await edit(whole, alphaId, 1100)).json()).toMatchObject({ id: alphaId, rate: 1100, postedBy: alphaName });
      expect((await withdraw(whole, betaId)).statusCode).toBe(204);
      for (const url of ['/api/desk/invoices', '/api/desk/jobs', '/api/desk/payment-preferences', '/api/desk/announcements']) {
        expect({ url, status: (await app.inject({ method: 'GET', url, headers: whole })).statusCode }).toEqual({ url, status: 200 });
      }
    });
  });
});
