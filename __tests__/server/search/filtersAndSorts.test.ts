import { SEARCH_SORT_FIELDS } from '../../../src/shared/constants';
import { describeEachDatabase } from '../support/databases';
import { bruteForceSearch } from './support/oracle';
import { dayFromToday, ids, useSearchFixture } from './support/searchFixture';

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

  test("'Recently Added' sorts by when the load was posted (AvailableDate descending); 'P/U Date' by the pick-up day", async () => {
    const { insertLoad, search } = fixture();
    const postedHoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    // The newest posting can be picked up first: the furthest pick-up is not the most recently added.
    await insertLoad({ id: 910_001, visibleToCarriersFrom: postedHoursAgo(1), earliestPickup: dayFromToday(0), latestPickup: dayFromToday(9) });
    await insertLoad({ id: 910_002, visibleToCarriersFrom: postedHoursAgo(30), earliestPickup: dayFromToday(2), latestPickup: dayFromToday(9) });
    await insertLoad({ id: 910_003, visibleToCarriersFrom: postedHoursAgo(5), earliestPickup: dayFromToday(4), latestPickup: dayFromToday(9) });
    const at = { OriginGeoCodeLatitude: 10, OriginGeoCodeLongitude: -150 };
    expect(ids(await search({ ...at, SortField: 'AvailableDate', SortAscending: false, SortKey: 'recentlyAdded' }))).toEqual([910_001, 910_003, 910_002]);
    expect(ids(await search({ ...at, SortField: 'AvailableDate', SortAscending: false }))).toEqual([910_001, 910_003, 910_002]);
    expect(ids(await search({ ...at, SortField: 'AvailableDate', SortAscending: false, SortKey: 'pickupLatest' }))).toEqual([910_003, 910_002, 910_001]);
    expect(ids(await search({ ...at, SortField: 'AvailableDate', SortAscending: true, SortKey: 'pickupEarliest' }))).toEqual([910_001, 910_002, 910_003]);
    await expectBruteForceAnswer({ SortField: 'AvailableDate', SortAscending: true, SortKey: 'pickupEarliest' });
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
    expect(beyond.json()).toEqual({ records: [], totalRecordCount: expect.any(Number), next: null });
    expect(beyond.json().totalRecordCount).toBe((await search({})).json().totalRecordCount);
  });

  test('a number left out (blank or null) filters nothing', async () => {
    const { search } = fixture();
    const all = (await search({})).json();
    for (const leftOut of ['', '  ', null]) {
      expect((await search({ MaxVehicles: leftOut, MinPricePerMile: leftOut, MaxWeightLbs: leftOut })).json()).toEqual(all);
    }
  });

  test.each([
    ['MinPricePerMile', 'abc', 'minPricePerMile'],
    ['MaxVehicles', 'lots', 'maxVehicles'],
    ['EnclosedTruckRequired', 'yes', 'enclosedTruckRequired'],
    ['InOperableVehiclesQueryType', 'Maybe', 'inOperableVehiclesQueryType'],
  ])('a bad search value answers 400 naming its field: %s %j', async (key, value, field) => {
    const { search } = fixture();
    for (const query of ['', '&view=map']) {
      const answer = await search({ [key]: value }, query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: 'Validation failed', code: 'validation_failed', errors: [{ field, message: expect.any(String) }] });
    }
  });

  test('a number that does not read answers 400 naming its field, not the whole board', async () => {
    const { search } = fixture();
    for (const junk of ['abc', 'Infinity', '-Infinity', 'NaN', '1e400', -1, {}, [], true]) {
      const answer = await search({ MaxVehicles: junk, MinPricePerMile: junk, MaxWeightLbs: junk });
      expect({ junk, status: answer.statusCode }).toEqual({ junk, status: 400 });
      expect(answer.json().errors.map((error: { field: string }) => error.field)).toEqual(['minPricePerMile', 'maxVehicles', 'maxWeightLbs']);
    }
    const at = { OriginGeoCodeLatitude: 32.7767, OriginGeoCodeLongitude: -96.797 };
    expect((await search({ ...at, OriginGeoCodeMileRadius: 'wide' })).json().errors).toEqual([{ field: 'originGeoCodeMileRadius', message: expect.any(String) }]);
    expect((await search({ OriginGeoCodeLatitude: 'north', OriginGeoCodeLongitude: -96.797 })).json().errors).toEqual([{ field: 'originGeoCodeLatitude', message: expect.any(String) }]);
  });

  test('no sort field means Recently Added', async () => {
    const { search } = fixture();
    const recentlyAdded = (await search({ SortField: 'AvailableDate', SortAscending: false }, '&pageSize=200')).json();
    expect((await search({}, '&pageSize=200')).json()).toEqual(recentlyAdded);
    expect((await search({ SortField: '', SortAscending: true }, '&pageSize=200')).json()).toEqual(recentlyAdded);
  });

  test('malformed filters on search are refused, not ignored: a bad date or an unknown sort field answers 400 with the field', async () => {
    const { search } = fixture();
    const refusals = [
      [{ SortField: 'Bogus', SortAscending: true }, 'sortField'],
      [{ SortField: 42 }, 'sortField'],
      [{ AvailableFrom: 'next week' }, 'availableFrom'],
      [{ AvailableThru: '2026-02-30' }, 'availableThru'],
      [{ AvailableFrom: 20260101 }, 'availableFrom'],
    ] as const;
    for (const [criteria, field] of refusals) {
      const answer = await search(criteria);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: 'Validation failed', code: 'validation_failed', errors: [{ field, message: expect.any(String) }] });
      expect((await search(criteria, '&view=map')).statusCode).toBe(400);
    }
    expect((await search({ AvailableFrom: '', AvailableThru: null })).statusCode).toBe(200);
  });
});
