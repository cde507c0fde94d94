import type { FastifyInstance } from 'fastify';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { anonymous, onboardingCarrier } from '../onboarding/support';
import { insertDriver } from './support';

let sequence = 0;
const driverForm = (overrides: Record<string, string> = {}) => {
  sequence += 1;
  return {
    FirstName: 'Riley', LastName: `Moss${sequence}`, Email: `riley.${process.pid}.${sequence}@haul.test`, CellPhoneNumber: '+1 (540) 555-0177',
    TwicCardExpiration: '2027-05-01', VtasPassword: 'mda-secret', Notes: 'Night runs', ...overrides,
  };
};

/** One driver of the carrier: GET, PUT, DELETE (deactivate) and PUT Drivers/ActivateDriver (account spec 2.9, 4, 5, 7). */
describeEachDatabase('a driver of the carrier', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb()); });
  afterAll(() => app.close());

  async function carrierWithDriver() {
    const carrier = await onboardingCarrier(app, getDb());
    const added = await carrier.call('POST', 'Drivers', driverForm());
    expect(added.statusCode).toBe(201);
    return { carrier, driverId: added.json().driverId as number };
  }

  test('GET Drivers?driverId answers every field of the edit form but never the MDA password', async () => {
    const { carrier, driverId } = await carrierWithDriver();
    const response = await carrier.call('GET', `Drivers?driverId=${driverId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      driverId, firstName: 'Riley', lastName: expect.stringMatching(/^Moss/), name: expect.stringMatching(/^Riley Moss/),
      email: expect.stringMatching(/@haul\.test$/), cellPhoneNumber: '+1 (540) 555-0177', enabled: true,
      twicCardExpiration: '2027-05-01', notes: 'Night runs', hasVtasPassword: true,
    });
  });

  test('PUT Drivers saves the edit form over the driver; a blank MDA password keeps the stored one', async () => {
    const { carrier, driverId } = await carrierWithDriver();
    const response = await carrier.call('PUT', 'Drivers', {
      DriverId: driverId, ClientId: carrier.clientId, FirstName: ' Rae ', LastName: 'Lund', Email: 'Rae.Lund@Haul.test',
      CellPhoneNumber: '', TwicCardExpiration: '', VtasPassword: '', Notes: 'Days only',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ driverId, firstName: 'Rae', lastName: 'Lund', name: 'Rae Lund', email: 'rae.lund@haul.test', cellPhoneNumber: null, twicCardExpiration: null, notes: 'Days only' });
    const row = await getDb().db.selectFrom('drivers').selectAll().where('id', '=', driverId).executeTakeFirstOrThrow();
    expect(row.vtasPassword).toBe('mda-secret');
  });

  test('driver: first and last name required; e-mail format; phone only digits, dash, plus, whitespace and parentheses', async () => {
    const { carrier, driverId } = await carrierWithDriver();
    const response = await carrier.call('PUT', 'Drivers', { DriverId: driverId, FirstName: '', LastName: '  ', Email: 'not-an-email', CellPhoneNumber: '540.555.0177' });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field).sort();
    expect(fields).toEqual(['cellPhoneNumber', 'email', 'firstName', 'lastName']);
  });

  test('TWIC expiration date bounds are 1753-01-01 to 9998-12-31', async () => {
    const { carrier, driverId } = await carrierWithDriver();
    const put = (date: string) => carrier.call('PUT', 'Drivers', { DriverId: driverId, FirstName: 'A', LastName: 'B', TwicCardExpiration: date });
    for (const inside of ['1753-01-01', '9998-12-31']) expect((await put(inside)).statusCode).toBe(200);
    for (const outside of ['1752-12-31', '9999-01-01', '2027-02-30', '2027-02-30x']) {
      const refused = await put(outside);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ field: 'twicCardExpiration', message: expect.any(String) }]);
    }
  });

  test("a driver's e-mail is unique within the carrier in any case, on add and on edit", async () => {
    const { carrier, driverId } = await carrierWithDriver();
    const taken = (await carrier.call('GET', `Drivers?driverId=${driverId}`)).json().email as string;
    const added = await carrier.call('POST', 'Drivers', driverForm({ Email: taken.toUpperCase() }));
    expect(added.statusCode).toBe(400);
    expect(added.json().errors).toEqual([{ field: 'email', message: 'Another of your drivers has this email address' }]);
    const other = (await carrier.call('POST', 'Drivers', driverForm())).json().driverId;
    const edited = await carrier.call('PUT', 'Drivers', { DriverId: other, FirstName: 'A', LastName: 'B', Email: taken });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors[0].field).toBe('email');
  });

  test("another carrier's driver may have the same e-mail", async () => {
    const { carrier, driverId } = await carrierWithDriver();
    const email = (await carrier.call('GET', `Drivers?driverId=${driverId}`)).json().email;
    const other = await onboardingCarrier(app, getDb());
    expect((await other.call('POST', 'Drivers', driverForm({ Email: email }))).statusCode).toBe(201);
  });

  test('two adds of one e-mail at the same moment give one driver: the same driver twice is one, another name is refused', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const same = driverForm();
    const twins = await Promise.all([carrier.call('POST', 'Drivers', same), carrier.call('POST', 'Drivers', same)]);
    expect(twins.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(twins.map((response) => response.json().driverId)).size).toBe(1);
    const email = `race.${process.pid}.${sequence}@haul.test`;
    const rivals = await Promise.all(['Ann', 'Bea', 'Cal', 'Dee'].map((name) => carrier.call('POST', 'Drivers', driverForm({ FirstName: name, Email: email }))));
    expect(rivals.map((response) => response.statusCode).sort()).toEqual([201, 400, 400, 400]);
    const rows = await getDb().db.selectFrom('drivers').select('id').where('clientId', '=', carrier.clientId).where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  test('driver: active to inactive via deactivation, inactive to active via activation', async () => {
    const { carrier, driverId } = await carrierWithDriver();
    const deactivated = await carrier.call('DELETE', `Drivers?driverId=${driverId}`);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ driverId, enabled: false });
    expect((await carrier.call('GET', `Drivers?driverId=${driverId}`)).json().enabled).toBe(false);
    const activated = await carrier.call('PUT', `Drivers/ActivateDriver?driverId=${driverId}`);
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ driverId, enabled: true });
  });

  test("another carrier's driver is not found by any call and stays unchanged", async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const rival = await onboardingCarrier(app, getDb());
    const theirs = await insertDriver(getDb(), rival.clientId, { firstName: 'Kept', lastName: 'Theirs', email: `kept.${process.pid}@haul.test` });
    expect((await carrier.call('GET', `Drivers?driverId=${theirs}`)).statusCode).toBe(404);
    expect((await carrier.call('PUT', 'Drivers', { DriverId: theirs, FirstName: 'Stolen', LastName: 'Name' })).statusCode).toBe(404);
    expect((await carrier.call('DELETE', `Drivers?driverId=${theirs}`)).statusCode).toBe(404);
    expect((await carrier.call('PUT', `Drivers/ActivateDriver?driverId=${theirs}`)).statusCode).toBe(404);
    expect((await carrier.call('PUT', 'Drivers', { DriverId: theirs, ClientId: rival.clientId, FirstName: 'Stolen', LastName: 'Name' })).statusCode).toBe(403);
    const row = await getDb().db.selectFrom('drivers').selectAll().where('id', '=', theirs).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ firstName: 'Kept', enabled: 1 });
  });

  test('a driver id that is no whole number is refused by field, an unknown one is 404, never a 500', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    for (const bad of ['abc', '-1', '1.5']) {
      const response = await carrier.call('GET', `Drivers?driverId=${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('driverId');
    }
    expect((await carrier.call('GET', 'Drivers?driverId=1e309')).statusCode).toBe(404);
    expect((await carrier.call('DELETE', 'Drivers?driverId=99999999')).statusCode).toBe(404);
    expect((await carrier.call('PUT', 'Drivers', { FirstName: 'A', LastName: 'B' })).statusCode).toBe(400);
  });

  test('without a token every driver call answers 401', async () => {
    expect((await anonymous(app, 'GET', 'Drivers?driverId=1')).statusCode).toBe(401);
    expect((await anonymous(app, 'PUT', 'Drivers', { DriverId: 1, FirstName: 'A', LastName: 'B' })).statusCode).toBe(401);
    expect((await anonymous(app, 'DELETE', 'Drivers?driverId=1')).statusCode).toBe(401);
    expect((await anonymous(app, 'PUT', 'Drivers/ActivateDriver?driverId=1')).statusCode).toBe(401);
  });
});
