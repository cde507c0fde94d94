import { searchHistoryRows } from '../../src/server/db/seed/searches';
import { DEFAULT_MILE_RADIUS } from '../../src/shared/constants';
import { normalizeSearchCriteria, readSearchCriteria, searchCriteriaKey, searchMileRadius } from '../../src/shared/searchCriteria';

describe('search values in canonical form', () => {
  test('only the search values of the spec are kept; unknown keys and map-popup ids are dropped', () => {
    expect(normalizeSearchCriteria({ originCity: 'Dallas', isAdmin: true, orderIds: [1, 2], pageSize: 5 }))
      .toEqual({ originCity: 'Dallas' });
  });

  test('numeric text becomes a number and anything not finite is dropped', () => {
    expect(normalizeSearchCriteria({ maxVehicles: '3', minPricePerMile: 1.5, maxWeightLbs: 'heavy' }))
      .toEqual({ maxVehicles: 3, minPricePerMile: 1.5 });
    expect(normalizeSearchCriteria({ maxVehicles: Infinity, minPricePerMile: NaN, maxWeightLbs: '1e400' })).toEqual({});
  });

  test('negative amounts are dropped', () => {
    expect(normalizeSearchCriteria({ maxVehicles: -1, minPricePerMile: '-0.5', maxWeightLbs: 0 })).toEqual({ maxWeightLbs: 0 });
  });

  test('empty or blank text is dropped and text is trimmed', () => {
    expect(normalizeSearchCriteria({ originCity: '  ', originState: ' TX ', destinationCity: '' })).toEqual({ originState: 'TX' });
  });

  test('keys are read without regard to case, underscores or dashes', () => {
    expect(normalizeSearchCriteria({ OriginCity: 'Tulsa', ORIGIN_STATE: 'OK', 'max-vehicles': 2 }))
      .toEqual({ originCity: 'Tulsa', originState: 'OK', maxVehicles: 2 });
  });

  test('coordinates count only as a pair within range, and the radius only with coordinates', () => {
    expect(normalizeSearchCriteria({ originGeoCodeLatitude: '32.78', originGeoCodeLongitude: -96.8, originGeoCodeMileRadius: '100' }))
      .toEqual({ originGeoCodeLatitude: 32.78, originGeoCodeLongitude: -96.8, originGeoCodeMileRadius: 100 });
    expect(normalizeSearchCriteria({ originGeoCodeLatitude: 32.78, originGeoCodeMileRadius: 100 })).toEqual({});
    expect(normalizeSearchCriteria({ destinationGeoCodeLatitude: 91, destinationGeoCodeLongitude: 0 })).toEqual({});
    expect(normalizeSearchCriteria({ destinationGeoCodeLatitude: 1, destinationGeoCodeLongitude: 2, destinationGeoCodeMileRadius: 0 }))
      .toEqual({ destinationGeoCodeLatitude: 1, destinationGeoCodeLongitude: 2 });
  });

  test('dates keep their day and impossible days are dropped', () => {
    expect(normalizeSearchCriteria({ availableFrom: '2026-11-21T00:00:00-05:00', availableThru: '2026-11-24' }))
      .toEqual({ availableFrom: '2026-11-21', availableThru: '2026-11-24' });
    expect(normalizeSearchCriteria({ availableFrom: '2026-02-30', availableThru: 'tomorrow' })).toEqual({});
  });

  test('state lists keep their text items once, and a lone state becomes a list', () => {
    expect(normalizeSearchCriteria({ origins: ['TX', ' TX', 5, null, ''], destinations: 'CA' }))
      .toEqual({ origins: ['TX'], destinations: ['CA'] });
    expect(normalizeSearchCriteria({ origins: [] })).toEqual({});
  });

  test('flags, vehicle type and sort field take only their known values', () => {
    expect(normalizeSearchCriteria({ enclosedTruckRequired: 'TRUE', sortAscending: false, inOperableVehiclesQueryType: 'inoperable', sortField: 'rate' }))
      .toEqual({ enclosedTruckRequired: true, sortAscending: false, inOperableVehiclesQueryType: 'InOperable', sortField: 'Rate' });
    expect(normalizeSearchCriteria({ enclosedTruckRequired: 'yes', inOperableVehiclesQueryType: 'Broken', sortField: 'Distance' })).toEqual({});
  });

  test('anything that is not an object is no search', () => {
    for (const input of [null, undefined, 5, 'x', [], [{ originCity: 'Dallas' }]]) expect(normalizeSearchCriteria(input)).toEqual({});
  });

  test('over-long text is cut', () => {
    expect(normalizeSearchCriteria({ originCity: 'x'.repeat(5000) }).originCity).toHaveLength(100);
  });

  test('the key does not depend on the order of the values', () => {
    const a = normalizeSearchCriteria({ originState: 'TX', maxVehicles: 3, sortField: 'Rate' });
    const b = normalizeSearchCriteria({ sortField: 'Rate', maxVehicles: '3', originState: 'TX' });
    expect(searchCriteriaKey(a)).toBe(searchCriteriaKey(b));
    expect(searchCriteriaKey(a)).not.toBe(searchCriteriaKey({ ...a, maxVehicles: 4 }));
  });

  test('normalizing twice changes nothing', () => {
    const once = normalizeSearchCriteria({ OriginCity: ' Austin ', originGeoCodeLatitude: '30.27', originGeoCodeLongitude: '-97.74', maxVehicles: '2' });
    expect(normalizeSearchCriteria(once)).toEqual(once);
  });

  test('the demo searches keep the keys the seed stored', () => {
    for (const row of searchHistoryRows(new Date('2026-11-21T12:00:00Z'))) {
      expect(searchCriteriaKey(normalizeSearchCriteria(JSON.parse(row.criteria)))).toBe(row.criteriaKey);
    }
  });

  test('the one reader names each value that does not read, and keeps the rest', () => {
    expect(readSearchCriteria({ MinPricePerMile: 'abc', MaxVehicles: 'lots', EnclosedTruckRequired: 'yes', InOperableVehiclesQueryType: 'Maybe', OriginState: 'TX' }))
      .toEqual({
        criteria: { originState: 'TX' },
        refused: ['minPricePerMile', 'maxVehicles', 'enclosedTruckRequired', 'inOperableVehiclesQueryType'].map((field) => ({ field, message: expect.any(String) })),
      });
    expect(readSearchCriteria({ maxVehicles: '', minPricePerMile: null, origins: [] })).toEqual({ criteria: {}, refused: [] });
  });

  test("dates read as 'YYYY-MM-DD' from the client's 'M/D/YYYY' too", () => {
    expect(normalizeSearchCriteria({ availableFrom: '11/3/2026', availableThru: '2026-11-30' })).toEqual({ availableFrom: '2026-11-03', availableThru: '2026-11-30' });
  });

  test('a radius of 0 searches as the saved search does', () => {
    const at = { originGeoCodeLatitude: 32.78, originGeoCodeLongitude: -96.8 };
    const saved = normalizeSearchCriteria({ ...at, originGeoCodeMileRadius: 0 });
    expect(saved).toEqual(at);
    expect(searchMileRadius(saved.originGeoCodeMileRadius)).toBe(DEFAULT_MILE_RADIUS);
    expect(searchMileRadius(0)).toBe(DEFAULT_MILE_RADIUS);
    expect(searchMileRadius(75)).toBe(75);
  });
});
