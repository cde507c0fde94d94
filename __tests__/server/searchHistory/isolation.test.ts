import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../support/databases';
import { testApp } from '../support/appFixtures';
import { historyClient } from './support';

describeEachDatabase('search history between carriers', (getDb) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp(getDb());
  });
  afterAll(() => app.close());

  test('saved and recent searches of one carrier are invisible to another', async () => {
    const owner = await historyClient(app, getDb());
    const other = await historyClient(app, getDb());
    await owner.save({ OriginState: 'TX' });
    await owner.saveRecent({ OriginState: 'TX' });
    expect(await other.saved()).toEqual([]);
    expect(await other.recent()).toEqual([]);
    // The same search saved by the other carrier is theirs, not a reference to the owner's.
    const theirs = (await other.save({ OriginState: 'TX' })).json();
    expect((await owner.saved()).map((search: { id: number }) => search.id)).not.toContain(theirs.id);
  });

  test("removing another user's search answers 404", async () => {
    const owner = await historyClient(app, getDb());
    const other = await historyClient(app, getDb());
    const { id } = (await owner.save({ OriginState: 'OK' })).json();
    const response = await other.remove(id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'not_found' });
    expect(await owner.saved()).toHaveLength(1);
  });

  test('hostile history payloads never answer 5xx', async () => {
    const client = await historyClient(app, getDb());
    const payloads: unknown[] = [
      { OriginGeoCodeLatitude: 1e309, OriginGeoCodeLongitude: 'NaN', MaxVehicles: { $gt: 1 }, Origins: [[['TX']], null, 5] },
      { OriginCity: 'Ω'.repeat(100_000), SortField: ['Rate'], AvailableFrom: '9999-99-99', AvailableThru: 12 },
      JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
      { originState: "'; DROP TABLE users; --" },
      { Origins: Array.from({ length: 5_000 }, (_, index) => `S${index}`), Destinations: 'x'.repeat(10_000) },
      { originCity: '\u0000\ud800\u202e', enclosedTruckRequired: 'maybe', sortAscending: 1, inOperableVehiclesQueryType: null },
      [], 'text', 42, null, {},
    ];
    for (const payload of payloads) {
      for (const path of ['SaveSearchHistory', 'SaveRecentSearchHistory']) {
        const response = await client.send('POST', path, payload);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode === 200) expect(response.json()).toEqual({ id: expect.any(Number), carrierSearchDto: expect.any(Object) });
      }
    }
    const recent = await client.recent();
    expect(Array.isArray(recent)).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const saved = await client.saved();
    expect(saved.find((search: { carrierSearchDto: { originState?: string } }) => search.carrierSearchDto.originState === "'; DROP TABLE users; --")).toBeDefined();
  });
});
