import { SEARCH_SORT_FIELDS } from '../../../src/shared/constants';
import { describeEachDatabase } from '../support/databases';
import { bruteForceSearch } from './support/oracle';
import { ids, useSearchFixture } from './support/searchFixture';

/** Each filter and sort of the search values, checked against the rules written out plainly (support/oracle). */
describeEachDatabase('load search: filters and sorts', (getDb) => {
  const fixture = useSearchFixture(getDb, 1_200);

  async function expectBruteForceAnswer(criteria: Record<string, unknown>, query = '&pageSize=10000') {
    const { search, allLoads, today } = fixture();
    const response = await search(criteria, query);
    expect(response.statusCode).toBe(200);
    const expected = bruteForceSearch(await allLoads(), Object.fromEntries(Object.entries(criteria)
      .map(([key, value]) => [key[0].toLowerCase() + key.slice(1), value])), today);
    expect(response.json().totalRecordCount).toBe(expected.length);
    expect(ids(response)).toEqual(expected.slice(0, 10_000).map((row) => row.id));
    return expected;
  }

  test('MinPricePerMile keeps loads paying at least that rate per mile', async () => {
    const kept = await expectBruteForceAnswer({ MinPricePerMile: 1.5 });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((row) => row.rate / row.miles >= 1.5)).toBe(true);
  });

  test('MaxVehicles limits the vehicle count', async () => {
    const kept = await expectBruteForceAnswer({ MaxVehicles: '2' });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((row) => row.vehicleCount <= 2)).toBe(true);
  });

  test('MaxWeightLbs limits the sum of known vehicle weights', async () => {
    const kept = await expectBruteForceAnswer({ MaxWeightLbs: 10_000 });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((row) => row.totalWeightLbs <= 10_000)).toBe(true);
  });

  test('EnclosedTruckRequired keeps the loads that need (or do not need) an enclosed truck', async () => {
    expect((await expectBruteForceAnswer({ EnclosedTruckRequired: true })).every((row) => row.enclosedTruckRequired === 1)).toBe(true);
    expect((await expectBruteForceAnswer({ EnclosedTruckRequired: 'false' })).every((row) => row.enclosedTruckRequired === 0)).toBe(true);
  });

  test('InOperableVehiclesQueryType Any, Operable and InOperable', async () => {
    const any = await expectBruteForceAnswer({ InOperableVehiclesQueryType: 'Any' });
    const operable = await expectBruteForceAnswer({ InOperableVehiclesQueryType: 'Operable' });
    const inoperable = await expectBruteForceAnswer({ InOperableVehiclesQueryType: 'InOperable' });
    expect(inoperable.length).toBeGreaterThan(0);
    expect(operable.length + inoperable.length).toBe(any.length);
    expect(inoperable.every((row) => row.hasInoperable === 1)).toBe(true);
  });

  test('every sort field both ways with the load id as the final tie-break', async () => {
    for (const sortField of SEARCH_SORT_FIELDS) {
      for (const sortAscending of [true, false]) {
        const sorted = await expectBruteForceAnswer({ SortField: sortField, SortAscending: sortAscending });
        expect(sorted.length).toBeGreaterThan(100);
      }
    }
  });

  test('paging is stable', async () => {
    const { search } = fixture();
    for (const SortField of ['Units', 'AvailableDate']) {
      const all = ids(await search({ SortField, SortAscending: true }, '&pageSize=10000'));
      const pages: number[] = [];
      for (let pageNumber = 1; pageNumber <= Math.ceil(all.length / 7); pageNumber++) {
        pages.push(...ids(await search({ SortField, SortAscending: true }, `&pageNumber=${pageNumber}&pageSize=7`)));
      }
      expect(pages).toEqual(all);
      expect(new Set(pages).size).toBe(all.length);
    }
    const beyond = await search({}, '&pageNumber=1000&pageSize=20');
    expect(beyond.json()).toEqual({ records: [], totalRecordCount: expect.any(Number) });
    expect(beyond.json().totalRecordCount).toBe((await search({})).json().totalRecordCount);
  });

  test('non-finite numbers are dropped', async () => {
    const { search } = fixture();
    const all = (await search({})).json();
    for (const junk of ['abc', 'Infinity', '-Infinity', 'NaN', '1e400', '', null, {}, [], true]) {
      expect((await search({ MaxVehicles: junk, MinPricePerMile: junk, MaxWeightLbs: junk })).json()).toEqual(all);
    }
    const at = { OriginGeoCodeLatitude: 32.7767, OriginGeoCodeLongitude: -96.797 };
    expect((await search({ ...at, OriginGeoCodeMileRadius: 'wide' })).json()).toEqual((await search({ ...at, OriginGeoCodeMileRadius: 50 })).json());
    expect((await search({ OriginGeoCodeLatitude: 'north', OriginGeoCodeLongitude: -96.797, OriginState: 'Anywhere' })).json()).toEqual(all);
  });

  test('an unknown sort falls back to Recently Added', async () => {
    const { search } = fixture();
    const recentlyAdded = (await search({ SortField: 'AvailableDate', SortAscending: false }, '&pageSize=200')).json();
    expect((await search({ SortField: 'Bogus', SortAscending: true }, '&pageSize=200')).json()).toEqual(recentlyAdded);
    expect((await search({ SortField: 42 }, '&pageSize=200')).json()).toEqual(recentlyAdded);
    expect((await search({}, '&pageSize=200')).json()).toEqual(recentlyAdded);
  });
});
