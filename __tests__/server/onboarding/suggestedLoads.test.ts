import type { FastifyInstance } from 'fastify';
import { testApp } from '../support/appFixtures';
import { insertBoardLoad } from '../support/boardLoads';
import { describeEachDatabase } from '../support/databases';
import { anonymous, onboardingCarrier } from './support';

describeEachDatabase('GET CarrierLoads/suggested (Load Preferences)', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(getDb());
    for (let index = 0; index < 8; index += 1) await insertBoardLoad(app, getDb(), { id: 9101 + index, miles: 600 });
    await insertBoardLoad(app, getDb(), { id: 9201, miles: 200 });
    await insertBoardLoad(app, getDb(), { id: 9202, miles: 900, originCity: 'Dallas', originState: 'TX', originZip: '75201', originLat: 32.78, originLon: -96.8 });
  });
  afterAll(() => app.close());

  test('up to 6 suggested loads, all fitting the saved driving and location preferences', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    await carrier.call('PUT', 'CarrierUserPreferences', { lessThan500: false, moreThan500: true, stateProvinceRegion: ['NorthCentral'] });
    const response = await carrier.call('GET', 'CarrierLoads/suggested');
    expect(response.statusCode).toBe(200);
    const { records, totalRecordCount } = response.json();
    expect(records).toHaveLength(6);
    expect(totalRecordCount).toBe(6);
    for (const record of records) {
      expect(record.originState).toBe('KS');
      expect(record.miles).toBeGreaterThanOrEqual(500);
    }
  });

  test('when no load matches the preferences the list is empty', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    await carrier.call('PUT', 'CarrierUserPreferences', { stateProvinceRegion: ['SouthWest'] });
    expect((await carrier.call('GET', 'CarrierLoads/suggested')).json()).toEqual({ records: [], totalRecordCount: 0 });
  });

  test('Anywhere and both trip lengths suggest from every available load', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    await carrier.call('PUT', 'CarrierUserPreferences', { lessThan500: true, moreThan500: true, stateProvinceRegion: [] });
    const { records } = (await carrier.call('GET', 'CarrierLoads/suggested?pageSize=3')).json();
    expect(records).toHaveLength(3);
  });

  test('more than 6 suggested loads cannot be asked for', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('GET', 'CarrierLoads/suggested?pageSize=7');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('pageSize');
    expect((await anonymous(app, 'GET', 'CarrierLoads/suggested')).statusCode).toBe(401);
  });
});
