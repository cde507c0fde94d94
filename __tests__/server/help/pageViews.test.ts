import type { FastifyInstance } from 'fastify';
import { bearer, createCarrier, signIn, testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { usePinnableClock } from '../support/testClock';

/** `POST PageViews` (account spec 2.3): the first-party record of route changes. */
describeEachDatabase('POST /api/PageViews', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp(getDb(), { clock });
  });
  afterAll(() => app.close());
  beforeEach(() => getDb().db.deleteFrom('pageViews').execute());

  const views = () => getDb().db.selectFrom('pageViews').select(['path', 'userId', 'clientId', 'viewedAt']).orderBy('id').execute();
  const record = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/PageViews?SourceApplication=HaulboardWeb', payload: payload as object, headers });

  test('a page view of a signed-in carrier is recorded with its path, user, client and the clock time', async () => {
    clock.pin('2026-12-31T23:58:00.000Z');
    const carrier = await createCarrier(getDb());
    const token = await signIn(app, carrier);
    const response = await record({ Path: '/my-account' }, bearer(token));
    expect(response.statusCode).toBe(204);
    expect(await views()).toEqual([{ path: '/my-account', userId: carrier.userId, clientId: carrier.clientId, viewedAt: '2026-12-31T23:58:00.000Z' }]);
  });

  test('a visitor who is not signed in is recorded without a user', async () => {
    expect((await record({ path: '/legal' })).statusCode).toBe(204);
    expect(await views()).toEqual([expect.objectContaining({ path: '/legal', userId: null, clientId: null })]);
  });

  test('a path with a query or fragment, a full URL, an empty or over-long path is a 400 and nothing is recorded', async () => {
    for (const path of ['/search?email=dana@haul.test', '/legal#top', 'https://evil.test/', '', 'legal', `/${'x'.repeat(300)}`, 42]) {
      const response = await record({ path });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Validation failed', code: 'validation_failed', errors: [expect.objectContaining({ field: 'path' })] });
    }
    expect((await record({})).statusCode).toBe(400);
    expect((await record('not json', { 'content-type': 'application/json' })).statusCode).toBe(400);
    expect(await views()).toEqual([]);
  });
});
