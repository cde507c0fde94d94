import { queryToSearchValues, searchValuesToQuery } from '../../../../src/client/features/search/queryString';

describe('the search in the query string (loads spec 2)', () => {
  const values = {
    originCity: 'St. Louis',
    originState: 'MO',
    originGeoCodeLatitude: 38.63,
    originGeoCodeLongitude: -90.2,
    originGeoCodeMileRadius: 100,
    destinationState: 'TX',
    destinations: ['TX'],
    availableFrom: '2026-11-23',
    availableThru: '2026-11-30',
    minPricePerMile: 1.5,
    enclosedTruckRequired: true,
    inOperableVehiclesQueryType: 'Operable' as const,
    sortField: 'Rate' as const,
    sortAscending: false,
  };

  it('writes the search values in a fixed order, lists as repeated keys', () => {
    expect(searchValuesToQuery(values)).toBe(
      'originCity=St.+Louis&originState=MO&originGeoCodeLatitude=38.63&originGeoCodeLongitude=-90.2' +
        '&originGeoCodeMileRadius=100&destinationState=TX&destinations=TX&availableFrom=2026-11-23' +
        '&availableThru=2026-11-30&minPricePerMile=1.5&enclosedTruckRequired=true' +
        '&inOperableVehiclesQueryType=Operable&sortField=Rate&sortAscending=false',
    );
  });

  it('reads back exactly the values it wrote', () => {
    expect(queryToSearchValues(`?${searchValuesToQuery(values)}`)).toEqual(values);
  });

  it('drops what it cannot read: unknown keys, non-finite numbers, bad dates, sort fields and flags', () => {
    expect(
      queryToSearchValues(
        'foo=1&maxVehicles=abc&maxWeightLbs=Infinity&availableFrom=tomorrow&sortField=Color&sortAscending=maybe&originCity=',
      ),
    ).toEqual({});
  });

  it('radius is kept only with coordinates', () => {
    expect(queryToSearchValues('originGeoCodeMileRadius=75&originState=TX')).toEqual({ originState: 'TX' });
    expect(queryToSearchValues('originGeoCodeLatitude=32&originGeoCodeMileRadius=75')).toEqual({});
  });

  it('an empty query holds no search', () => {
    expect(queryToSearchValues('')).toEqual({});
    expect(searchValuesToQuery({})).toBe('');
  });
});
