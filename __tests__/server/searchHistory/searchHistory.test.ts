import type { FastifyInstance } from 'fastify';
import { RECENT_SEARCHES_KEPT } from '../../../src/server/repositories/searchHistory';
import { describeEachDatabase } from '../support/databases';
import { testApp } from '../support/appFixtures';
import { historyClient } from './support';

const dallas = {
  OriginCity: 'Dallas', OriginState: 'TX', OriginGeoCodeLatitude: 32.78306, OriginGeoCodeLongitude: -96.80667,
  OriginGeoCodeMileRadius: 50, InOperableVehiclesQueryType: 'Any', SortField: 'AvailableDate', SortAscending: false,
};
const toState = (state: string) => ({ DestinationState: state, Destinations: [state] });

describeEachDatabase('search history', (getDb) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp(getDb());
  });
  afterAll(() => app.close());

  test('saving a search answers it with its id and its values in camelCase, cleaned', async () => {
    const client = await historyClient(app, getDb());
    const response = await client.save({ ...dallas, MaxVehicles: '3', DestinationCity: '', IsAdmin: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      carrierSearchDto: {
        originCity: 'Dallas', originState: 'TX', originGeoCodeLatitude: 32.78306, originGeoCodeLongitude: -96.80667,
        originGeoCodeMileRadius: 50, inOperableVehiclesQueryType: 'Any', sortField: 'AvailableDate', sortAscending: false, maxVehicles: 3,
      },
    });
    expect(await client.saved()).toEqual([response.json()]);
  });

  test('a bad search value answers 400 naming its field, and nothing is saved', async () => {
    const client = await historyClient(app, getDb());
    for (const save of [client.save, client.saveRecent]) {
      const response = await save({ ...dallas, MinPricePerMile: 'NaN', InOperableVehiclesQueryType: 'Maybe' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Validation failed',
        code: 'validation_failed',
        errors: [{ field: 'minPricePerMile', message: expect.any(String) }, { field: 'inOperableVehiclesQueryType', message: expect.any(String) }],
      });
    }
    expect(await client.saved()).toEqual([]);
    expect(await client.recent()).toEqual([]);
  });

  test('saving a search that is already saved answers the saved one', async () => {
    const client = await historyClient(app, getDb());
    const first = (await client.save(dallas)).json();
    const again = (await client.save({ ...dallas, OriginCity: ' Dallas ', Unknown: 1 })).json();
    expect(again).toEqual(first);
    expect(await client.saved()).toHaveLength(1);
  });

  test('saved searches are listed newest first', async () => {
    const client = await historyClient(app, getDb());
    const ids = [];
    for (const state of ['TX', 'OK', 'KS']) ids.push((await client.save(toState(state))).json().id);
    expect((await client.saved()).map((search: { id: number }) => search.id)).toEqual(ids.reverse());
  });

  test('recent searches are capped and de-duplicated', async () => {
    const client = await historyClient(app, getDb());
    const states = ['AL', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'ID', 'IL', 'IN'];
    for (const state of states) await client.saveRecent(toState(state));
    await client.saveRecent(toState('IN'));
    const recent = await client.recent();
    expect(recent).toHaveLength(RECENT_SEARCHES_KEPT);
    expect(recent.map((search: { carrierSearchDto: { destinationState: string } }) => search.carrierSearchDto.destinationState))
      .toEqual([...states].reverse().slice(0, RECENT_SEARCHES_KEPT));
    const rows = await getDb().db.selectFrom('searchHistory').select('id').where('userId', '=', client.carrier.userId).execute();
    expect(rows).toHaveLength(RECENT_SEARCHES_KEPT);
  });

  test('a repeated recent search moves to the top', async () => {
    const client = await historyClient(app, getDb());
    const first = (await client.saveRecent(toState('TX'))).json();
    await client.saveRecent(toState('OK'));
    await client.saveRecent(toState('KS'));
    const repeated = (await client.saveRecent({ destinations: ['TX'], destinationState: 'TX' })).json();
    expect(repeated.id).toBe(first.id);
    const recent = await client.recent();
    expect(recent.map((search: { id: number }) => search.id)[0]).toBe(first.id);
    expect(recent).toHaveLength(3);
  });

  test('recent and saved searches are kept apart', async () => {
    const client = await historyClient(app, getDb());
    const recent = (await client.saveRecent(dallas)).json();
    const saved = (await client.save(dallas)).json();
    expect(saved.id).not.toBe(recent.id);
    expect(await client.recent()).toEqual([recent]);
    expect(await client.saved()).toEqual([saved]);
  });

  test('removing a search answers 200 {} and it is gone', async () => {
    const client = await historyClient(app, getDb());
    const { id } = (await client.save(dallas)).json();
    const response = await client.remove(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(await client.saved()).toEqual([]);
    expect((await client.remove(id)).statusCode).toBe(404);
  });

  test('removing a search that does not exist answers 404, and a malformed id 400', async () => {
    const client = await historyClient(app, getDb());
    expect((await client.remove(2_000_000_000)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999', '1e309', '']) expect((await client.remove(id)).statusCode).toBe(400);
  });

  test('two saves of one search at once keep one saved search', async () => {
    const client = await historyClient(app, getDb());
    const answers = await Promise.all([client.save(dallas), client.save(dallas), client.save(dallas)]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await client.saved()).toHaveLength(1);
  });

  test('search history needs a signed-in carrier', async () => {
    for (const [method, path] of [['POST', 'SaveSearchHistory'], ['POST', 'SaveRecentSearchHistory'], ['GET', 'GetSavedSearchHistory'],
      ['GET', 'GetRecentSearchHistory'], ['DELETE', 'RemoveSearchHistory?searchHistoryId=1']] as const) {
      const response = await app.inject({ method, url: `/api/CarrierLoadsSearchHistory/${path}`, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode).toBe(401);
    }
  });
});
