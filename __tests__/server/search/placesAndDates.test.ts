import { describeEachDatabase } from '../support/databases';
import { dayFromToday, ids, useSearchFixture } from './support/searchFixture';

/** Rules of where and when (issue 3, Server); crafted loads sit in the Pacific, away from the seeded board. */
describeEachDatabase('load search: places and dates', (getDb) => {
  const fixture = useSearchFixture(getDb, 600);
  const at = { OriginGeoCodeLatitude: 10, OriginGeoCodeLongitude: -150 };

  test('a load whose latest pick-up is past never appears', async () => {
    const { insertLoad, search } = fixture();
    await insertLoad({ id: 900_001, earliestPickup: dayFromToday(-5), latestPickup: dayFromToday(-1) });
    await insertLoad({ id: 900_002, earliestPickup: dayFromToday(-5), latestPickup: dayFromToday(0) });
    expect(ids(await search(at, '&pageSize=100'))).toEqual([900_002]);
    expect(ids(await search({ OrderIds: [900_001, 900_002] }))).toEqual([900_002]);
    expect(ids(await search({ AvailableFrom: dayFromToday(-10), AvailableThru: dayFromToday(-2) }, '&pageSize=10000'))).not.toContain(900_001);
  });

  test('a load 30 miles away across a state line is found by radius', async () => {
    const { insertLoad, search } = fixture();
    // Kansas City, MO to a lot about 30 miles west, in Kansas.
    await insertLoad({ id: 900_011, originState: 'KS', originCity: 'De Soto', originLat: 38.98, originLon: -95.0 });
    const answer = await search({ OriginState: 'MO', OriginCity: 'Kansas City', OriginGeoCodeLatitude: 39.0997, OriginGeoCodeLongitude: -94.5786 }, '&pageSize=10000');
    expect(ids(answer)).toContain(900_011);
    const tooSmall = await search({ OriginGeoCodeLatitude: 39.0997, OriginGeoCodeLongitude: -94.5786, OriginGeoCodeMileRadius: 20 }, '&pageSize=10000');
    expect(ids(tooSmall)).not.toContain(900_011);
  });

  test('a radius of 0 searches as the saved search does', async () => {
    const { app, insertLoad, search, token } = fixture();
    // About 40 miles from a search point of its own: inside the default 50 miles.
    const point = { OriginGeoCodeLatitude: 20, OriginGeoCodeLongitude: -160 };
    await insertLoad({ id: 900_091, originLat: 20.58, originLon: -160 });
    const zero = { ...point, OriginGeoCodeMileRadius: 0 };
    const saved = await app.inject({
      method: 'POST', url: '/api/CarrierLoadsSearchHistory/SaveSearchHistory',
      headers: { authorization: `Bearer ${token}` }, payload: zero,
    });
    expect(saved.statusCode).toBe(200);
    const recalled = saved.json().carrierSearchDto;
    const live = ids(await search(zero, '&pageSize=100'));
    expect(live).toEqual([900_091]);
    expect(ids(await search(recalled, '&pageSize=100'))).toEqual(live);
    expect(ids(await search({ ...point, OriginGeoCodeMileRadius: 50 }, '&pageSize=100'))).toEqual(live);
  });

  test('without coordinates the state filters', async () => {
    const { search } = fixture();
    const byOrigin = (await search({ OriginState: 'TX' }, '&pageSize=10000')).json();
    expect(byOrigin.totalRecordCount).toBeGreaterThan(0);
    expect(byOrigin.records.every((load: { originState: string }) => load.originState === 'TX')).toBe(true);
    const byList = (await search({ Destinations: ['ca'] }, '&pageSize=10000')).json();
    expect(byList.totalRecordCount).toBeGreaterThan(0);
    expect(byList.records.every((load: { destinationState: string }) => load.destinationState === 'CA')).toBe(true);
  });

  test('Anywhere means no filter', async () => {
    const { search } = fixture();
    const all = (await search({})).json().totalRecordCount;
    expect((await search({ OriginState: 'Anywhere', DestinationState: 'anywhere' })).json().totalRecordCount).toBe(all);
    expect((await search({ Origins: ['Anywhere'] })).json().totalRecordCount).toBe(all);
  });

  test('region values expand to their states (both spellings)', async () => {
    const { search } = fixture();
    const field = (await search({ OriginState: 'SouthWast' }, '&pageSize=10000')).json();
    const value = (await search({ Origins: ['SouthWest'] }, '&pageSize=10000')).json();
    expect(field.totalRecordCount).toBeGreaterThan(0);
    expect(value).toEqual(field);
    expect(new Set(field.records.map((load: { originState: string }) => load.originState))).toEqual(new Set(['AZ', 'CA', 'NV'].filter((state) =>
      field.records.some((load: { originState: string }) => load.originState === state))));
    expect(field.records.every((load: { originState: string }) => ['AZ', 'CA', 'NV'].includes(load.originState))).toBe(true);
  });

  test('the pick-up window overlaps the date range', async () => {
    const { insertLoad, search } = fixture();
    await insertLoad({ id: 900_021, originLat: 12, originLon: -152, earliestPickup: dayFromToday(5), latestPickup: dayFromToday(8) });
    const found = async (range: Record<string, string>) =>
      ids(await search({ OriginGeoCodeLatitude: 12, OriginGeoCodeLongitude: -152, ...range })).includes(900_021);
    expect(await found({ AvailableFrom: dayFromToday(8), AvailableThru: dayFromToday(9) })).toBe(true);
    expect(await found({ AvailableFrom: dayFromToday(1), AvailableThru: dayFromToday(5) })).toBe(true);
    expect(await found({ AvailableFrom: dayFromToday(6), AvailableThru: dayFromToday(6) })).toBe(true);
    expect(await found({ AvailableFrom: dayFromToday(9) })).toBe(false);
    expect(await found({ AvailableThru: dayFromToday(4) })).toBe(false);
    expect(await found({ AvailableFrom: `${dayFromToday(7)}T00:00:00` })).toBe(true);
  });
});
