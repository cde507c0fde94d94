import { dateRangeLabel, loadCountLabel, storedSearchPlaces } from '../../../../src/client/features/search/searchText';

describe('search labels (loads spec 2)', () => {
  it("a saved-search card shows the range 'MMM D – MMM D' only when both dates are set", () => {
    expect(dateRangeLabel('2026-11-23', '2026-12-02')).toBe('Nov 23 – Dec 2');
    expect(dateRangeLabel('2026-11-23', undefined)).toBeNull();
    expect(dateRangeLabel(null, '2026-11-23')).toBeNull();
  });

  it('a saved-search card shows origin and destination city/state', () => {
    expect(storedSearchPlaces({ originCity: 'Dallas', originState: 'TX', destinationState: 'GA' })).toEqual({
      origin: 'Dallas, TX',
      destination: 'Georgia',
    });
    expect(storedSearchPlaces({ originState: 'Anywhere' })).toEqual({ origin: 'Anywhere', destination: 'Anywhere' });
  });

  it("the count reads like '12 LOADS'", () => {
    expect(loadCountLabel(12)).toBe('12 LOADS');
    expect(loadCountLabel(0)).toBe('0 LOADS');
    expect(loadCountLabel(1)).toBe('1 LOAD');
  });
});
