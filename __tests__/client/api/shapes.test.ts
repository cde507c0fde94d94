import { expectArray, expectBlob, expectData, expectNumber, expectPaged, expectText } from '../../../src/client/api/shapes';

describe('answer shape guards (spec 5)', () => {
  it('a missing answer raises expected data', () => {
    expect(() => expectData(undefined)).toThrow('expected data');
    expect(() => expectData(null)).toThrow('expected data');
    expect(expectData(0)).toBe(0);
  });

  it('a load-count response must be a number, otherwise an error is raised', () => {
    expect(expectNumber(12)).toBe(12);
    expect(() => expectNumber('12', 'new loads count')).toThrow(
      'unexpected data shape: expected new loads count to be a number, got string',
    );
  });

  it('driver and user search results must be arrays, otherwise an error is raised', () => {
    expect(expectArray([{ driverId: 1 }])).toEqual([{ driverId: 1 }]);
    expect(() => expectArray({ records: [] }, 'driver search')).toThrow(
      'unexpected data shape: expected driver search to be an array, got object',
    );
  });

  it('a paged response reads records and totalRecordCount, or a plain array', () => {
    expect(expectPaged({ records: [1, 2], totalRecordCount: 9 })).toEqual({ records: [1, 2], totalRecordCount: 9 });
    expect(expectPaged(['a', 'b'])).toEqual({ records: ['a', 'b'], totalRecordCount: 2 });
  });

  it('a paged response in an unexpected shape raises an error', () => {
    expect(() => expectPaged({ records: [] })).toThrow('unexpected data shape');
    expect(() => expectPaged(null, 'claimed loads')).toThrow(
      'expected claimed loads to hold records and totalRecordCount, got null',
    );
  });

  it('a missing PDF or CSV result is an invariant error', () => {
    expect(() => expectBlob(undefined)).toThrow('missing PDF blob');
    expect(() => expectText(undefined)).toThrow('missing CSV text');
    expect(expectText('')).toBe('');
  });
});
