import { findRegion, REGIONS } from '../../src/shared/regions';

describe('regions (loads spec, search by region)', () => {
  it('South Central is Texas, Louisiana, Oklahoma, Arkansas and Mississippi, without Oregon', () => {
    expect(findRegion('SouthCentral')?.states).toEqual(['TX', 'LA', 'OK', 'AR', 'MS']);
  });

  it('Oregon is in the Northwest only', () => {
    expect(REGIONS.filter((region) => region.states.includes('OR')).map((region) => region.value)).toEqual(['NorthWest']);
  });

  it('no state belongs to two regions', () => {
    const states = REGIONS.flatMap((region) => region.states);
    expect(new Set(states).size).toBe(states.length);
  });
});
