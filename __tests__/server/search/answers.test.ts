import { appendLiveEvents } from '../../../src/server/repositories/liveEvents';
import { loadClaimed } from '../../../src/server/services/liveEvents/events';
import { createCarrier, signIn } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { ids, useSearchFixture } from './support/searchFixture';

/** What the answers hold and who sees what: fresh after claims, map records, OrderIds, hostile bodies. */
describeEachDatabase('load search: answers', (getDb) => {
  const fixture = useSearchFixture(getDb, 500);

  // A claim as every write path makes it: the row and its live events in one transaction.
  const claim = (loadId: number, clientId: number) => getDb().db.transaction().execute(async (trx) => {
    const version = new Date().toISOString();
    await trx.updateTable('loads').set({ carrierClientId: clientId, orderStatus: 'PendingPickup', updatedAt: version })
      .where('id', '=', loadId).execute();
    await appendLiveEvents(trx, loadClaimed(clientId, loadId, version), version);
  });

  test('a claimed load disappears from the next search', async () => {
    const { app, carrier, search } = fixture();
    const before = (await search({}, '&pageSize=5')).json();
    const [first, second] = before.records.map((record: { id: number }) => record.id);
    await claim(first, carrier.clientId);
    await app.loadSearch.onLoadsChanged([first]);
    const after = (await search({}, '&pageSize=5')).json();
    expect(ids({ json: () => after } as never)).not.toContain(first);
    expect(after.totalRecordCount).toBe(before.totalRecordCount - 1);
    // Even a write that forgets to tell the search is never shown: the page is read again from the database.
    await claim(second, carrier.clientId);
    const unreported = (await search({}, '&pageSize=5')).json();
    expect(unreported.records.map((record: { id: number }) => record.id)).not.toContain(second);
    expect(unreported.records).toHaveLength(5);
    expect(unreported.totalRecordCount).toBe(before.totalRecordCount - 2);
    expect(ids(await search({ OrderIds: [first, second] }))).toEqual([]);
  });

  test('view=map answers light records', async () => {
    const { search } = fixture();
    const full = (await search({ SortField: 'Rate' }, '&pageSize=3')).json();
    const light = (await search({ SortField: 'Rate' }, '&pageSize=3&view=map')).json();
    expect(light.totalRecordCount).toBe(full.totalRecordCount);
    expect(light.records).toEqual(full.records.map(({ id, originLat, originLon, originCity, originState, rate }: Record<string, unknown>) =>
      ({ id, originLat, originLon, originCity, originState, rate })));
  });

  test('OrderIds restricts the answer', async () => {
    const { search } = fixture();
    const some = ids(await search({}, '&pageSize=4'));
    const answer = (await search({ OrderIds: [some[2], some[0], 'junk', 999_999_999, some[0]], SortField: 'Miles', SortAscending: true })).json();
    expect(answer.totalRecordCount).toBe(2);
    expect(answer.records.map((record: { id: number }) => record.id).sort()).toEqual([some[0], some[2]].sort());
    expect((await search({ OrderIds: [some[1]], OriginState: 'ZZ' })).json().totalRecordCount).toBe(0);
  });

  test('hostile search bodies never answer 5xx', async () => {
    const { app, token } = fixture();
    const bodies: unknown[] = [
      null, [], [1, 2], 'text', 42, { OriginGeoCodeLatitude: 1e308, OriginGeoCodeLongitude: -1e308, OriginGeoCodeMileRadius: -5 },
      { OriginGeoCodeLatitude: 40, OriginGeoCodeLongitude: -100, OriginGeoCodeMileRadius: 1e12 },
      { Origins: [{}, null, 5, 'x'.repeat(10_000)], Destinations: 'TX' }, { OrderIds: 'not a list' }, { OrderIds: Array(20_000).fill(1) },
      { AvailableFrom: '2026-02-31', AvailableThru: 'tomorrow' }, { SortField: { $gt: '' }, SortAscending: 'maybe' },
      { __proto__: { polluted: true } }, { constructor: { prototype: { polluted: true } } }, { OriginState: "'; drop table loads; --" },
      { InOperableVehiclesQueryType: ['InOperable'] }, { MaxVehicles: -1 }, { MinPricePerMile: '1e-400' },
    ];
    for (const body of bodies) {
      const response = await app.inject({
        method: 'POST', url: '/api/CarrierLoads/search/available', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect({ body, status: response.statusCode < 500 }).toEqual({ body, status: true });
    }
    for (const query of ['pageNumber=0', 'pageSize=100000', 'pageNumber=abc', 'pageSize=-1']) {
      const response = await app.inject({ method: 'POST', url: `/api/CarrierLoads/search/available?${query}`, headers: { authorization: `Bearer ${token}` } });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
    expect((await app.inject({ method: 'POST', url: '/api/CarrierLoads/search/available' })).statusCode).toBe(401);
  });

  test('another carrier sees the same available loads but its own favourite flags', async () => {
    const { app, carrier, search, token } = fixture();
    const other = await createCarrier(getDb(), { clientName: 'Prairie Auto Transport' });
    const otherToken = await signIn(app, other);
    const [loadId] = ids(await search({}, '&pageSize=1'));
    await getDb().db.insertInto('favorites').values({ userId: carrier.userId, clientId: carrier.clientId, loadId, createdAt: new Date().toISOString() }).execute();
    const mine = (await search({ SortField: 'Rate' }, '&pageSize=50', token)).json();
    const theirs = (await search({ SortField: 'Rate' }, '&pageSize=50', otherToken)).json();
    expect(ids({ json: () => theirs } as never)).toEqual(ids({ json: () => mine } as never));
    const flags = (answer: { records: { id: number; currentUserFavorite: boolean; numberOfFavorites: number }[] }) =>
      answer.records.filter((record) => record.id === loadId).map(({ currentUserFavorite, numberOfFavorites }) => ({ currentUserFavorite, numberOfFavorites }));
    const [favourite] = (await search({ OrderIds: [loadId] }, '', token)).json().records;
    const [seenByOther] = (await search({ OrderIds: [loadId] }, '', otherToken)).json().records;
    expect(favourite.currentUserFavorite).toBe(true);
    expect(seenByOther.currentUserFavorite).toBe(false);
    expect(seenByOther.numberOfFavorites).toBe(favourite.numberOfFavorites);
    expect(favourite.numberOfFavorites).toBeGreaterThanOrEqual(1);
    expect(flags(theirs).every((flag) => !flag.currentUserFavorite)).toBe(true);
    expect(favourite).toMatchObject({ unAssigned: true, assignedToCurrentCarrier: false });
  });

  test('New Loads for You follow the carrier user\'s recent searches', async () => {
    const { app, carrier, token } = fixture();
    await getDb().db.insertInto('searchHistory').values({
      userId: carrier.userId, kind: 'recent', criteria: JSON.stringify({ originState: 'TX', origins: ['TX'] }),
      criteriaKey: 'tx', createdAt: new Date().toISOString(),
    }).execute();
    const response = await app.inject({ method: 'GET', url: '/api/CarrierLoads/recommended?pageSize=6', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    const { records, totalRecordCount } = response.json();
    expect(records.length).toBeGreaterThan(0);
    expect(records.length).toBeLessThanOrEqual(6);
    expect(totalRecordCount).toBe(records.length);
    expect(records[0].originState).toBe('TX');
  });
});
