import type { FastifyInstance } from 'fastify';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { anonymous, onboardingCarrier } from '../onboarding/support';

const form = {
  PrimaryPhone: '(540) 555-0120', CellPhone: '+1 540 555 0121', Email: 'Office@BlueRidge.Test', Address1: '77 Yard Way',
  Address2: 'Bay 4', City: 'Salem', State: 'va', Zip: '24153-1234',
};
const fieldsOf = (body: { errors: { field: string }[] }) => body.errors.map((error) => error.field).sort();

describeEachDatabase('GET and PUT Clients/BusinessInformation', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb()); });
  afterAll(() => app.close());

  test('the carrier reads its own client name, phones, email and address', async () => {
    const carrier = await onboardingCarrier(app, getDb(), { clientName: 'Roanoke Auto Haul' });
    const response = await carrier.call('GET', 'Clients/BusinessInformation');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      clientId: carrier.clientId, name: 'Roanoke Auto Haul', primaryPhone: '540-555-0100', cellPhone: null, email: carrier.email,
      address1: '1 Depot Rd', address2: null, city: 'Roanoke', state: 'VA', zip: '24011',
    });
  });

  test('a save replaces the business information and is read back; the client name stays read-only', async () => {
    const carrier = await onboardingCarrier(app, getDb(), { clientName: 'Roanoke Auto Haul' });
    const saved = await carrier.call('PUT', 'Clients/BusinessInformation', { ...form, Name: 'Renamed Inc' });
    expect(saved.statusCode).toBe(200);
    const expected = {
      clientId: carrier.clientId, name: 'Roanoke Auto Haul', primaryPhone: '(540) 555-0120', cellPhone: '+1 540 555 0121',
      email: 'office@blueridge.test', address1: '77 Yard Way', address2: 'Bay 4', city: 'Salem', state: 'VA', zip: '24153-1234',
    };
    expect(saved.json()).toEqual(expected);
    expect((await carrier.call('GET', 'Clients/BusinessInformation')).json()).toEqual(expected);
  });

  test('address1 and city are required; the other fields may be left blank and are cleared', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const refused = await carrier.call('PUT', 'Clients/BusinessInformation', { ...form, Address1: ' ', City: '' });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused.json())).toEqual(['address1', 'city']);
    const blank = await carrier.call('PUT', 'Clients/BusinessInformation', { Address1: '5 Main St', City: 'Salem', PrimaryPhone: '' });
    expect(blank.statusCode).toBe(200);
    expect(blank.json()).toMatchObject({ primaryPhone: null, cellPhone: null, email: null, address2: null, state: null, zip: null });
  });

  test('telephone inputs allow only digits, dash, plus, whitespace and parentheses', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('PUT', 'Clients/BusinessInformation', { ...form, PrimaryPhone: '540.555.0120', CellPhone: 'ext 5' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['cellPhone', 'primaryPhone']);
  });

  test('the state is a US state, DC, PR or a Canadian province; the e-mail and zip must be well formed', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('PUT', 'Clients/BusinessInformation', { ...form, State: 'XX', Email: 'office at yard', Zip: '2415' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['email', 'state', 'zip']);
    for (const state of ['DC', 'pr']) {
      expect((await carrier.call('PUT', 'Clients/BusinessInformation', { ...form, State: state })).statusCode).toBe(200);
    }
  });

  test('a carrier in a Canadian province saves its address with a postal code', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const saved = await carrier.call('PUT', 'Clients/BusinessInformation', {
      ...form, Address1: '6300 Kennedy Rd', City: 'Mississauga', State: 'on', Zip: 'L5T 2L7',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ city: 'Mississauga', state: 'ON', zip: 'L5T 2L7' });
    const refused = await carrier.call('PUT', 'Clients/BusinessInformation', { ...form, State: 'ON', Zip: 'L5T 2L' });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused.json())).toEqual(['zip']);
  });

  test('text field values must be strings: a number or an object is a field error, never 500', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('PUT', 'Clients/BusinessInformation', { ...form, Zip: 24153, City: { name: 'Salem' } });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['city', 'zip']);
    expect((await carrier.call('PUT', 'Clients/BusinessInformation', [1, 2])).statusCode).toBe(400);
  });

  test('everything is scoped to the carrier’s own client: another client id is refused and nothing of it changes', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const other = await onboardingCarrier(app, getDb(), { clientName: 'Other Haulers' });
    const refused = await carrier.call('PUT', 'Clients/BusinessInformation', { ...form, ClientId: other.clientId });
    expect(refused.statusCode).toBe(403);
    await carrier.call('PUT', 'Clients/BusinessInformation', { ...form, City: 'Mine Only' });
    expect((await other.call('GET', 'Clients/BusinessInformation')).json()).toMatchObject({ name: 'Other Haulers', city: 'Roanoke' });
  });

  test('without a token business information answers 401', async () => {
    expect((await anonymous(app, 'GET', 'Clients/BusinessInformation')).statusCode).toBe(401);
    expect((await anonymous(app, 'PUT', 'Clients/BusinessInformation', form)).statusCode).toBe(401);
  });
});
