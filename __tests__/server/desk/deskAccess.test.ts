import { bearer, createCarrier, signIn } from '../support/appFixtures';
import { useSuiteApp } from '../support/suiteApp';
import { describeEachDatabase } from '../support/databases';
import { createOperator, deskAuthHeader, operatorAuthHeader } from '../support/deskAuth';
import { usePinnableClock } from '../support/testClock';

describeEachDatabase('who reaches /api/desk', (getDb) => {
  const clock = usePinnableClock();
  const suite = useSuiteApp(getDb, { clock });

  const whoami = (headers: Record<string, string>) => suite.app.inject({ method: 'GET', url: '/api/desk/whoami', headers });

  test('a desk API key reaches the desk as its own name', async () => {
    const response = await whoami(await deskAuthHeader(suite.app, 'Acme dispatch system'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Acme dispatch system', operatorId: null, apiKeyId: expect.any(Number) });
  });

  test('a signed-in operator reaches the desk as itself', async () => {
    const operator = await createOperator(suite.app, 'Olive Operator');
    const response = await whoami(await operatorAuthHeader(suite.app, operator));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Olive Operator', operatorId: operator.operatorId, apiKeyId: null });
  });

  test('no token, a malformed one or an unknown one gets 401 on the desk', async () => {
    for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: `Bearer hbdesk_${'A'.repeat(43)}` }, bearer('A'.repeat(43))]) {
      const response = await whoami(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Authorization has been denied for this request.', code: 'unauthorized' });
    }
  });

  test('a carrier token gets 401 on the desk', async () => {
    const carrier = await createCarrier(suite.db);
    const token = await signIn(suite.app, carrier);
    expect((await suite.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(token) })).statusCode).toBe(200);
    expect((await whoami(bearer(token))).statusCode).toBe(401);
    expect((await suite.app.inject({ method: 'GET', url: '/api/desk/api-keys', headers: bearer(token) })).statusCode).toBe(401);
  });

  test('an operator token or a desk API key gets 401 on a carrier route', async () => {
    for (const headers of [await operatorAuthHeader(suite.app), await deskAuthHeader(suite.app)]) {
      expect((await whoami(headers)).statusCode).toBe(200);
      const response = await suite.app.inject({ method: 'GET', url: '/api/CurrentUser', headers });
      expect(response.statusCode).toBe(401);
    }
  });

  test('a revoked API key gets 401 from the moment it is revoked', async () => {
    const operator = await operatorAuthHeader(suite.app);
    const made = await suite.app.inject({ method: 'POST', url: '/api/desk/api-keys', headers: operator, payload: { name: 'short-lived' } });
    expect(made.statusCode).toBe(201);
    const key = bearer(made.json().key);
    expect((await whoami(key)).statusCode).toBe(200);
    const revoked = await suite.app.inject({ method: 'DELETE', url: `/api/desk/api-keys/${made.json().id}`, headers: operator });
    expect(revoked.statusCode).toBe(204);
    expect((await whoami(key)).statusCode).toBe(401);
  });

  test('an operator session ends at sign-out and after 12 hours', async () => {
    clock.pin('2026-03-06T23:50:00Z');
    const first = await operatorAuthHeader(suite.app);
    expect((await suite.app.inject({ method: 'DELETE', url: '/api/desk/token', headers: first })).statusCode).toBe(204);
    expect((await whoami(first)).statusCode).toBe(401);

    const second = await operatorAuthHeader(suite.app);
    clock.advance(12 * 60 * 60 * 1000 - 1);
    expect((await whoami(second)).statusCode).toBe(200);
    clock.advance(1);
    expect((await whoami(second)).statusCode).toBe(401);
  });
});
