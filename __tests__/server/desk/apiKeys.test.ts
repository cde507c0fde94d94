import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import { bearer, testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { deskAuthHeader, operatorAuthHeader, operatorKeyHeader } from '../support/deskAuth';
import { usePinnableClock } from '../support/testClock';

describeEachDatabase('/api/desk/api-keys', (getDb) => {
  let db: Db;
  let app: FastifyInstance;
  // Signed in at the real time: tests that pin the clock sign in again at their instant.
  let operator: Record<string, string>;
  const clock = usePinnableClock();

  beforeAll(async () => {
    db = getDb();
    app = await testApp(db, { clock });
    operator = await operatorAuthHeader(app);
  });
  afterAll(() => app.close());

  const make = (payload?: Record<string, unknown>, headers = operator) =>
    app.inject({ method: 'POST', url: '/api/desk/api-keys', headers, ...(payload ? { payload } : {}) });

  test('a signed-in operator makes a key, shown once with its name and prefix', async () => {
    clock.pin('2026-03-06T23:50:00Z');
    const response = await make({ name: 'Acme TMS' }, await operatorAuthHeader(app));
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number), name: 'Acme TMS', prefix: created.key.slice(0, 13), scope: 'broker', key: expect.stringMatching(/^hbdesk_[A-Za-z0-9_-]{43}$/),
      createdAt: '2026-03-06T23:50:00.000Z',
    });
    expect((await app.inject({ method: 'GET', url: '/api/desk/whoami', headers: bearer(created.key) })).json().name).toBe('Acme TMS');
  });

  test('a key made without a name is named after its day and prefix, so two such keys never share a name', async () => {
    clock.pin('2026-12-31T23:58:00Z');
    const signedIn = await operatorAuthHeader(app);
    const [first, second] = [(await make(undefined, signedIn)).json(), (await make(undefined, signedIn)).json()];
    expect(first.name).toBe(`API key of 2026-12-31 (${first.prefix})`);
    expect(second.name).toBe(`API key of 2026-12-31 (${second.prefix})`);
  });

  test('the key is stored only as its SHA-256 hash', async () => {
    const { id, key } = (await make({ name: 'hashed' })).json();
    const row = await db.db.selectFrom('deskApiKeys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(key);
    expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('the list shows every key with its prefix, last use and revocation, never the key', async () => {
    const { id, key } = (await make({ name: 'listed' })).json();
    await app.inject({ method: 'GET', url: '/api/desk/whoami', headers: bearer(key) });
    const response = await app.inject({ method: 'GET', url: '/api/desk/api-keys', headers: operator });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(key);
    expect(response.json()).toContainEqual({
      id, name: 'listed', prefix: key.slice(0, 13), scope: 'broker', createdByOperatorId: expect.any(Number), createdAt: expect.any(String),
      lastUsedAt: expect.any(String), revokedAt: null,
    });
  });

  test('revoking answers 204, and 204 again; an unknown id 404; a malformed id 400', async () => {
    const { id } = (await make({ name: 'revoked twice' })).json();
    const revoke = (keyId: string | number) => app.inject({ method: 'DELETE', url: `/api/desk/api-keys/${keyId}`, headers: operator });
    expect((await revoke(id)).statusCode).toBe(204);
    expect((await revoke(id)).statusCode).toBe(204);
    expect((await revoke(999_999)).statusCode).toBe(404);
    const malformed = await revoke('abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([{ field: 'id', message: expect.any(String) }]);
  });

  test('a name over 200 characters gets 400 naming the field', async () => {
    const response = await make({ name: 'x'.repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'name', message: expect.any(String) }]);
  });

  test('an API key cannot make, list or revoke keys, an operator key neither: 403', async () => {
    for (const key of [await deskAuthHeader(app), await operatorKeyHeader(app)]) {
      expect((await make({ name: 'by a key' }, key)).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/api/desk/api-keys', headers: key })).statusCode).toBe(403);
      expect((await app.inject({ method: 'DELETE', url: '/api/desk/api-keys/1', headers: key })).statusCode).toBe(403);
    }
  });

  test('a key is a broker\'s unless the operator asks for an operator key', async () => {
    expect((await make({ name: 'scoped by default' })).json().scope).toBe('broker');
    expect((await make({ name: 'back-office script', scope: 'operator' })).json().scope).toBe('operator');
    const unknown = await make({ name: 'almighty', scope: 'admin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'scope', message: expect.any(String) }]);
  });

  test('key names are unique among live keys: a second key of a name is refused on the name', async () => {
    expect((await make({ name: 'broker-alpha' })).statusCode).toBe(201);
    const again = await make({ name: ' broker-alpha ' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'A live API key is named "broker-alpha" already; revoke it first or choose another name.', code: 'validation_failed',
      errors: [{ field: 'name', message: 'A live API key is named "broker-alpha" already; revoke it first or choose another name.' }],
    });
    expect((await make({ name: 'broker-alpha', scope: 'operator' })).statusCode).toBe(400);
  });

  test('a revoked key\'s name goes to the key that replaces it', async () => {
    const { id } = (await make({ name: 'replaced broker' })).json();
    expect((await app.inject({ method: 'DELETE', url: `/api/desk/api-keys/${id}`, headers: operator })).statusCode).toBe(204);
    expect((await make({ name: 'replaced broker' })).statusCode).toBe(201);
  });
});
