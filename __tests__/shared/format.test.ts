import moment from 'moment';
import { DATE_FORMATS } from '../../src/shared/constants';
import {
  formatDate,
  formatMiles,
  formatMoney,
  formatShortDate,
  formatWeight,
  ratePerMile,
  totalWeight,
} from '../../src/shared/format';

const vehicle = (weight: string | null) => ({ weight });

describe('money', () => {
  it('currency is US dollars with 2 decimals or 0', () => {
    expect(formatMoney(1250)).toBe('$1,250');
    expect(formatMoney(1.75)).toBe('$1.75');
    expect(formatMoney(2.5)).toBe('$2.50');
    expect(formatMoney(1250.004)).toBe('$1,250');
    expect(formatMoney(2, 2)).toBe('$2.00');
    expect(formatMoney(1249.6, 0)).toBe('$1,250');
    expect(formatMoney(Number.NaN)).toBe('');
  });
});

describe('dates', () => {
  it('formats days and timestamps in every format of the spec', () => {
    const day = '2026-03-07';
    expect(formatDate(day, DATE_FORMATS.monthDay)).toBe('3/7');
    expect(formatDate(day, DATE_FORMATS.full)).toBe('3/7/2026');
    expect(formatDate(day, DATE_FORMATS.short)).toBe('3/7/26');
    expect(formatDate(day, DATE_FORMATS.iso)).toBe('2026-03-07');
    expect(formatDate(day, DATE_FORMATS.month)).toBe('Mar');
    expect(formatDate(day, DATE_FORMATS.monthAndDay)).toBe('Mar 7');
    const local = moment('2026-03-07T14:05:00').toISOString();
    expect(formatDate(local, DATE_FORMATS.dayAndTime)).toBe('Sa 3/7 2:05PM');
    expect(formatDate(local, DATE_FORMATS.time)).toBe('14:05');
  });

  it('an absent or unreadable date formats as blank', () => {
    expect(formatDate(null, DATE_FORMATS.full)).toBe('');
    expect(formatDate(undefined, DATE_FORMATS.full)).toBe('');
    expect(formatDate('next Tuesday', DATE_FORMATS.full)).toBe('');
    expect(formatShortDate(null, '2026-01-01')).toBe('');
  });

  it("short dates read 'MMM D' for the current year and with the year otherwise", () => {
    expect(formatShortDate('2026-11-21', '2026-01-01')).toBe('Nov 21');
    expect(formatShortDate('2027-01-02', '2026-12-31')).toBe('Jan 2, 2027');
    expect(formatShortDate('2025-12-30', '2026-01-01')).toBe('Dec 30, 2025');
  });
});

describe('rate per mile', () => {
  it('rate per mile shows only when rate and miles are above 0', () => {
    expect(ratePerMile(1250, 500)).toBe(2.5);
    expect(ratePerMile(0, 500)).toBeNull();
    expect(ratePerMile(1250, 0)).toBeNull();
    expect(ratePerMile(-10, 5)).toBeNull();
  });
});

describe('weight and distance', () => {
  it('total weight is the rounded sum of vehicle weights', () => {
    expect(totalWeight([vehicle('3400.4'), vehicle('4,100.3'), vehicle(null), vehicle('n/a')])).toBe(7501);
    expect(totalWeight([vehicle(null)])).toBeNull();
    expect(totalWeight([])).toBeNull();
  });

  it('reads pounds and miles with thousands separators', () => {
    expect(formatWeight(7501)).toBe('7,501 lbs');
    expect(formatMiles(1234)).toBe('1,234 mi');
  });
});
