import { hashToken } from '../../../src/server/auth/tokens';
import { describeEachDatabase } from '../support/databases';
import { createCarrier, form, signInRequest, uniqueAddress, uniqueEmail, type TestCarrier } from '../support/appFixtures';
import { useSuiteApp } from '../support/suiteApp';

describeEachDatabase('POST /api/token', (getDb) => {
  const suite = useSuiteApp(getDb);
  let carrier: TestCarrier;

  beforeAll(async () => {
    carrier = await createCarrier(suite.db);
  });

  const attempt = (username: string, password: string) => suite.app.inject(signInRequest(username, password, uniqueAddress()));

  test('the right e-mail and password answer a bearer token', async () => {
    const response = await attempt(carrier.email, carrier.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token_type: 'bearer', access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  });

  test('e-mail addresses are matched without regard to case', async () => {
    const response = await attempt(`  ${carrier.email.toUpperCase()} `, carrier.password);
    expect(response.statusCode).toBe(200);
  });

  test('a JSON body signs in as well as a form-encoded one', async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/token',
      remoteAddress: uniqueAddress(),
      payload: { grant_type: 'password', username: carrier.email, password: carrier.password },
    });
    expect(response.statusCode).toBe(200);
  });

  test('a wrong password answers 400 invalid_grant', async () => {
    const response = await attempt(carrier.email, 'not the password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_grant', error_description: 'The user name or password is incorrect.' });
  });

  test('an unknown e-mail answers the same invalid_grant as a wrong password', async () => {
    const response = await attempt(uniqueEmail('nobody'), carrier.password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_grant', error_description: 'The user name or password is incorrect.' });
  });

  test('missing fields answer invalid_request', async () => {
    for (const fields of <Record<string, string>[]>[
      { grant_type: 'password', username: carrier.email },
      { grant_type: 'password', password: carrier.password },
      { username: carrier.email, password: carrier.password },
      { grant_type: 'password', username: '', password: '' },
      {},
    ]) {
      const response = await suite.app.inject({ ...form(fields), remoteAddress: uniqueAddress() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_request', error_description: expect.any(String) });
    }
  });

  test('a grant type other than password answers unsupported_grant_type', async () => {
    const response = await suite.app.inject(form({ grant_type: 'client_credentials', username: carrier.email, password: carrier.password }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('unsupported_grant_type');
  });

  test('an expired password answers password_expired', async () => {
    const expired = await createCarrier(suite.db, { passwordExpiresAt: new Date(Date.now() - 60_000).toISOString() });
    const response = await attempt(expired.email, expired.password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'password_expired', error_description: expect.stringContaining('expired') });
  });

  test('an expired password is only reported after the password is verified', async () => {
    const expired = await createCarrier(suite.db, { passwordExpiresAt: new Date(Date.now() - 60_000).toISOString() });
    const response = await attempt(expired.email, 'a guess');
    expect(response.json().error).toBe('invalid_grant');
  });

  test('a password expiring in the future still signs in', async () => {
    const soon = await createCarrier(suite.db, { passwordExpiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await attempt(soon.email, soon.password)).statusCode).toBe(200);
  });

  test('only a hash of the token is stored, and the session lasts 30 days', async () => {
    const token: string = (await attempt(carrier.email, carrier.password)).json().access_token;
    const stored = await suite.db.db.selectFrom('sessions').selectAll().where('tokenHash', '=', hashToken(token)).executeTakeFirstOrThrow();
    const everyHash = await suite.db.db.selectFrom('sessions').select('tokenHash').execute();
    expect(everyHash.map((row) => row.tokenHash)).not.toContain(token);
    expect(stored.userId).toBe(carrier.userId);
    const days = (Date.parse(stored.expiresAt) - Date.parse(stored.createdAt)) / 86_400_000;
    expect(days).toBe(30);
  });

  test('every sign-in gets its own token', async () => {
    const first = (await attempt(carrier.email, carrier.password)).json().access_token;
    const second = (await attempt(carrier.email, carrier.password)).json().access_token;
    expect(first).not.toBe(second);
  });
});
