import { Type } from '@fastify/type-provider-typebox';
import { camelKey, normalizeKeysFor } from '../../../src/server/http/casing';

describe('key casing', () => {
  test('keys a schema does not declare are camelCased', () => {
    expect(['SourceApplication', 'OrderIds', 'grant_type', 'ID', 'URLPath', 'driverId', 'GRANT_TYPE', 'page-size'].map(camelKey))
      .toEqual(['sourceApplication', 'orderIds', 'grantType', 'id', 'urlPath', 'driverId', 'grantType', 'pageSize']);
  });

  test('declared keys are matched without case, underscores or dashes, at any depth', () => {
    const schema = Type.Object({
      username: Type.String(),
      carrierTruckIds: Type.Array(Type.Integer()),
      trucks: Type.Array(Type.Object({ carrierEquipmentType: Type.String(), isFlatBed: Type.Boolean() })),
      criteria: Type.Union([Type.Null(), Type.Object({ orderIDs: Type.Array(Type.Integer()) })]),
    });
    const sent = { USERNAME: 'a', CarrierTruckIDs: [1], Trucks: [{ CARRIER_EQUIPMENT_TYPE: 'Open', IsFlatbed: false }], Criteria: { OrderIds: [7] } };
    expect(normalizeKeysFor(sent, schema)).toEqual({
      username: 'a',
      carrierTruckIds: [1],
      trucks: [{ carrierEquipmentType: 'Open', isFlatBed: false }],
      criteria: { orderIDs: [7] },
    });
  });

  test('the keys of a record are data and stay as sent', () => {
    const schema = Type.Object({ groups: Type.Record(Type.String(), Type.Object({ groupTitle: Type.String() })) });
    expect(normalizeKeysFor({ Groups: { AE: { GroupTitle: 'x' } } }, schema)).toEqual({ groups: { AE: { groupTitle: 'x' } } });
  });

  test('a key every object answers to is refused on its field', () => {
    for (const key of ['__proto__', 'constructor', 'ToString', 'prototype']) {
      const parsed = JSON.parse(`{"${key}": {"polluted": true}, "Name": "x"}`);
      expect(() => normalizeKeysFor(parsed, undefined)).toThrow(expect.objectContaining({ statusCode: 400 }));
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
