import { toCamelCaseKeys, toPascalCaseKeys } from '../../../src/client/api/casing';

describe('key casing at the wire boundary (spec 7)', () => {
  it('payload keys go out PascalCase, deeply, values untouched', () => {
    expect(toPascalCaseKeys({ clientId: 7, trucks: [{ carrierTruckId: 1, isFlatBed: false }], note: 'keepMe' })).toEqual({
      ClientId: 7,
      Trucks: [{ CarrierTruckId: 1, IsFlatBed: false }],
      Note: 'keepMe',
    });
  });

  it('answers are read camelCase, keeping code keys in capitals and snake_case keys', () => {
    expect(
      toCamelCaseKeys({ OrderStatus: 'InRoute', groupList: { AE: 'Equipment', DR: 'Driver' }, token_type: 'bearer' }),
    ).toEqual({ orderStatus: 'InRoute', groupList: { AE: 'Equipment', DR: 'Driver' }, token_type: 'bearer' });
  });

  it('leaves non-plain values alone', () => {
    const blob = new Blob(['x']);
    expect(toCamelCaseKeys(blob)).toBe(blob);
    expect(toPascalCaseKeys(null)).toBeNull();
  });
});
