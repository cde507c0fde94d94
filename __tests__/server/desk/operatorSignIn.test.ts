import type { FastifyInstance } from 'fastify';
import { accountFailureLimit } from '../../../src/server/auth/throttle';
import type { Db } from '../../../src/server/db/database';
import { createCarrier, testApp, uniqueAddress } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { createOperator, type TestOperator } from '../support/deskAuth';
import { usePinnableClock } from '../support/testClock';

describeEachDatabase('POST /api/desk/token (operator sign-in)', (getDb) => {
  let db: Db;
  let app: FastifyInstance;
  let operator: TestOperator;
  const clock = usePinnableClock();

  beforeAll(async () => {
    db = getDb();
    app = await testApp(db, { clock });
    operator = await createOperator(app);
  });
  afterAll(() => app.close());

  const attempt = (payload: unknown, remoteAddress = uniqueAddress()) =>
    app.inject({ method: 'POST', url: '/api/desk/token', remoteAddress, payload: payload as Record<string, unknown> });

  test('the right e-mail and password answer a bearer token that expires in 12 hours', async () => {
    clock.pin('2026-12-31T23:58:00Z');
    const response = await attempt({ email: operator.email, password: operator.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      token_type: 'bearer', access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expires_at: '2027-01-01T11:58:00.000Z',
    });
  });

  test('the e-mail address is matched without regard to case, PascalCase keys too', async () => {
    const response = await attempt({ Email: ` ${operator.email.toUpperCase()} `, Password: operator.password });
    expect(response.statusCode).toBe(200);
  });

  test('a wrong password and an unknown e-mail get the same 401', async () => {
    const wrong = await attempt({ email: operator.email, password: 'not the password' });
    const unknown = await attempt({ email: 'nobody@desk.test', password: operator.password });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'The e-mail address or password is incorrect.', code: 'credentials_incorrect' });
    }
  });

  test('a carrier user\'s e-mail and password do not sign in to the desk', async () => {
    const carrier = await createCarrier(db);
    const response = await attempt({ email: carrier.email, password: carrier.password });
    expect(response.statusCode).toBe(401);
  });

  test('missing or empty fields get 400 naming each field', async () => {
    const response = await attempt({ email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(expect.arrayContaining([
      { field: 'email', message: expect.any(String) }, { field: 'password', message: expect.any(String) },
    ]));
    const unreadable = await app.inject({
      method: 'POST', url: '/api/desk/token', headers: { 'content-type': 'application/json' }, payload: '{"email":', remoteAddress: uniqueAddress(),
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'invalid_json' });
  });

  test('after 5 failures the account is locked for 15 minutes with 429 and Retry-After, even for the right password', async () => {
    clock.pin('2026-03-06T23:50:00Z');
    const locked = await createOperator(app);
    for (let i = 0; i < accountFailureLimit; i += 1) {
      expect((await attempt({ email: locked.email, password: 'wrong guess' })).statusCode).toBe(401);
    }
    const refused = await attempt({ email: locked.email, password: locked.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.json()).toEqual({ message: 'Too many failed sign-in attempts. Try again in 15 minutes.', code: 'too_many_attempts' });
    clock.advance(15 * 60 * 1000);
    expect((await attempt({ email: locked.email, password: locked.password })).statusCode).toBe(200);
  });
});
