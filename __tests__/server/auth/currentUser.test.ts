import { describeEachDatabase } from '../support/databases';
import { bearer, createCarrier, signIn } from '../support/appFixtures';
import { useSuiteApp } from '../support/suiteApp';

describeEachDatabase('GET /api/CurrentUser', (getDb) => {
  const suite = useSuiteApp(getDb);

  test('answers the signed-in viewer with the client it belongs to', async () => {
    const carrier = await createCarrier(suite.db, { clientName: 'Shenandoah Auto Transport' });
    const response = await suite.app.inject({ url: '/api/CurrentUser?SourceApplication=CarrierPortal', headers: bearer(await signIn(suite.app, carrier)) });
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
    const first = await createCarrier(suite.db);
    const second = await createCarrier(suite.db);
    const [a, b] = await Promise.all([first, second].map(async (carrier) =>
      (await suite.app.inject({ url: '/api/CurrentUser', headers: bearer(await signIn(suite.app, carrier)) })).json().userId));
    expect([a, b]).toEqual([first.userId, second.userId]);
  });

  test('the path is matched without regard to case', async () => {
    const carrier = await createCarrier(suite.db);
    const response = await suite.app.inject({ url: '/api/currentuser', headers: bearer(await signIn(suite.app, carrier)) });
    expect(response.statusCode).toBe(200);
  });
});
