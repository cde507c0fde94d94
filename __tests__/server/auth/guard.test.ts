import { hashToken, newAccessToken } from '../../../src/server/auth/tokens';
import { carrierSessionTables, insertSession } from '../../../src/server/repositories/sessions';
import { describeEachDatabase } from '../support/databases';
import { bearer, createCarrier, signIn, type TestCarrier } from '../support/appFixtures';
import { useSuiteApp } from '../support/suiteApp';

const denied = { message: 'Authorization has been denied for this request.', code: 'unauthorized' };

describeEachDatabase('the bearer-token guard', (getDb) => {
  const suite = useSuiteApp(getDb);
  let carrier: TestCarrier;

  beforeAll(async () => {
    carrier = await createCarrier(suite.db);
  });

  const currentUser = (headers: Record<string, string> = {}) => suite.app.inject({ url: '/api/CurrentUser?SourceApplication=CarrierPortal', headers });

  test('a valid token lets the request through', async () => {
    const response = await currentUser(bearer(await signIn(suite.app, carrier)));
    expect(response.statusCode).toBe(200);
  });

  test('a missing token answers 401', async () => {
    const response = await currentUser();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(denied);
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  test('a malformed Authorization header answers 401', async () => {
    const token = await signIn(suite.app, carrier);
    for (const authorization of [token, `Basic ${token}`, 'Bearer', 'Bearer ', `Bearer ${token}x`, `Bearer ${token.slice(1)}`, 'Bearer ../../etc', `Bearer ${'a'.repeat(5000)}`]) {
      const response = await currentUser({ authorization });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(denied);
    }
  });

  test('the Bearer scheme is read without regard to case', async () => {
    const token = await signIn(suite.app, carrier);
    expect((await currentUser({ authorization: `bearer ${token}` })).statusCode).toBe(200);
  });

  test('a forged token answers 401', async () => {
    const response = await currentUser(bearer(newAccessToken()));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(denied);
  });

  test('an expired token answers 401', async () => {
    const token = newAccessToken();
    await insertSession(suite.db.db, carrierSessionTables, {
      ownerId: carrier.userId,
      tokenHash: hashToken(token),
      createdAt: new Date(Date.now() - 31 * 86_400_000).toISOString(),
      expiresAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect((await currentUser(bearer(token))).statusCode).toBe(401);
  });

  test('a revoked token answers 401', async () => {
    const token = await signIn(suite.app, carrier);
    const logout = await suite.app.inject({ method: 'DELETE', url: '/api/token?SourceApplication=CarrierPortal', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    const response = await currentUser(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(denied);
  });

  test('signing out ends only that session', async () => {
    const kept = await signIn(suite.app, carrier);
    const ended = await signIn(suite.app, carrier);
    await suite.app.inject({ method: 'DELETE', url: '/api/token', headers: bearer(ended) });
    expect((await currentUser(bearer(kept))).statusCode).toBe(200);
  });

  test('signing out without a token answers 401', async () => {
    const response = await suite.app.inject({ method: 'DELETE', url: '/api/token' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(denied);
  });

  test('signing out with a JSON content type and no body still works', async () => {
    const token = await signIn(suite.app, carrier);
    const response = await suite.app.inject({ method: 'DELETE', url: '/api/token', headers: { ...bearer(token), 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(204);
  });
});
