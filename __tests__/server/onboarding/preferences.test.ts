import type { FastifyInstance } from 'fastify';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { onboardingCarrier } from './support';

const allFlags = {
  CarrierHaveTwicCard: true, CarrierHaveStraps: false, CarrierHaveWinches: true, CarrierTrucksHaveInternet: true, CarrierHandleInops: true,
};

describeEachDatabase('haul equipment and carrier user preferences', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb()); });
  afterAll(() => app.close());

  test('Haul Equipment saves the five equipment flags on the carrier', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('POST', `Clients/${carrier.clientId}/CarrierEquipment`, allFlags);
    expect(response.statusCode).toBe(200);
    const row = await getDb().db.selectFrom('clients').selectAll().where('id', '=', carrier.clientId).executeTakeFirstOrThrow();
    expect([row.haveTwicCard, row.haveStraps, row.haveWinches, row.trucksHaveInternet, row.handleInops]).toEqual([1, 0, 1, 1, 1]);
  });

  test('another carrier’s equipment is refused with 403 and left as it was', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const other = await onboardingCarrier(app, getDb());
    expect((await carrier.call('POST', `Clients/${other.clientId}/CarrierEquipment`, allFlags)).statusCode).toBe(403);
    const row = await getDb().db.selectFrom('clients').select('haveTwicCard').where('id', '=', other.clientId).executeTakeFirstOrThrow();
    expect(row.haveTwicCard).toBe(0);
  });

  test('an equipment flag that is not true or false answers 400 on that field', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('POST', `Clients/${carrier.clientId}/CarrierEquipment`, { ...allFlags, CarrierHaveStraps: 'perhaps' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('carrierHaveStraps');
  });

  test('Driving Preferences saves less than and more than 500 miles without touching the regions', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    await carrier.call('PUT', 'CarrierUserPreferences', { UserId: carrier.userId, StateProvinceRegion: ['NorthEast'] });
    const response = await carrier.call('PUT', 'CarrierUserPreferences', { UserId: carrier.userId, LessThan500: false, MoreThan500: true });
    expect(response.json()).toEqual({ lessThan500: false, moreThan500: true, stateProvinceRegion: ['NorthEast'] });
  });

  test('both region spellings are accepted and the account document’s is stored', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('PUT', 'CarrierUserPreferences', { userId: carrier.userId, stateProvinceRegion: ['SouthWast', 'SouthWest', 'midatlantic'] });
    expect(response.statusCode).toBe(200);
    expect(response.json().stateProvinceRegion).toEqual(['SouthWest', 'MidAtlantic']);
    expect((await carrier.call('GET', 'CarrierUserPreferences')).json()).toEqual({ lessThan500: true, moreThan500: false, stateProvinceRegion: ['SouthWest', 'MidAtlantic'] });
  });

  test('Anywhere stores an empty region list', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    await carrier.call('PUT', 'CarrierUserPreferences', { stateProvinceRegion: ['MidWest'] });
    expect((await carrier.call('PUT', 'CarrierUserPreferences', { stateProvinceRegion: [] })).json().stateProvinceRegion).toEqual([]);
  });

  test('an unknown region answers 400 on that region and stores nothing', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('PUT', 'CarrierUserPreferences', { stateProvinceRegion: ['MidWest', 'Atlantis'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'stateProvinceRegion[1]', message: expect.any(String) }]);
    expect((await carrier.call('GET', 'CarrierUserPreferences')).json().stateProvinceRegion).toEqual([]);
  });

  test('another user’s preferences are refused with 403', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const other = await onboardingCarrier(app, getDb());
    expect((await carrier.call('PUT', 'CarrierUserPreferences', { userId: other.userId, lessThan500: false })).statusCode).toBe(403);
  });
});
