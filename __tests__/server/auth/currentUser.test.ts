import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import { describeEachDatabase } from '../support/databases';
import { bearer, createCarrier, signIn, testApp } from '../support/appFixtures';

describeEachDatabase('GET /api/CurrentUser', (getDb) => {
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = getDb();
    app = await testApp(db);
  });
  afterAll(() => app.close());

  test('answers the signed-in viewer with the client it belongs to', async () => {
    const carrier = await createCarrier(db, { clientName: 'Shenandoah Auto Transport' });
    const response = await app.inject({ url: '/api/CurrentUser?SourceApplication=CarrierPortal', headers: bearer(await signIn(app, carrier)) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: carrier.userId,
      userName: carrier.email,
      email: carrier.email,
      firstName: 'Dana',
      lastName: 'Hauler',
      name: 'Dana Hauler',
      primaryPhone: { phoneNumber: '540-555-0101' },
      cellPhone: { phoneNumber: '540-555-0102' },
      address: { address1: '1 Depot Rd', address2: 'Suite 2', city: 'Roanoke', state: 'VA', zip: '24011' },
      client: { clientId: carrier.clientId, name: 'Shenandoah Auto Transport' },
    });
  });

  test('each token answers its own user', async () => {
    const first = await createCarrier(db);
    const second = await createCarrier(db);
    const [a, b] = await Promise.all([first, second].map(async (carrier) =>
      (await app.inject({ url: '/api/CurrentUser', headers: bearer(await signIn(app, carrier)) })).json().userId));
    expect([a, b]).toEqual([first.userId, second.userId]);
  });

  test('the path is matched without regard to case', async () => {
    const carrier = await createCarrier(db);
    const response = await app.inject({ url: '/api/currentuser', headers: bearer(await signIn(app, carrier)) });
    expect(response.statusCode).toBe(200);
  });
});
