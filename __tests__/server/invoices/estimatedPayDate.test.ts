import { addBusinessDays, estimatedPayDate, isBusinessDay } from '../../../src/server/services/invoices/estimatedPayDate';

describe('estimated pay date: the invoiced day plus the term timing in business days', () => {
  test('weekends are skipped', () => {
    // Friday 20 Nov 2026 + 2 business days: Monday 23, Tuesday 24.
    expect(estimatedPayDate('2026-11-20', 2)).toBe('2026-11-24');
    // Invoiced on a Saturday: Monday 23 is the first business day after it.
    expect(estimatedPayDate('2026-11-21', 2)).toBe('2026-11-24');
  });

  test('US federal holidays are skipped', () => {
    // Wednesday 25 Nov 2026 + 2: Thanksgiving (26th) skipped, Friday 27, the weekend, Monday 30.
    expect(estimatedPayDate('2026-11-25', 2)).toBe('2026-11-30');
    // Quick Pay from Monday 2 Nov 2026: 14 business days with Veterans Day (Wednesday 11th) skipped → Monday 23.
    expect(estimatedPayDate('2026-11-02', 14)).toBe('2026-11-23');
  });

  test('a holiday on a weekend is skipped on the day it is observed', () => {
    // 4 July 2026 is a Saturday, observed Friday 3 July: Thursday 2 July + 1 → Monday 6 July.
    expect(estimatedPayDate('2026-07-02', 1)).toBe('2026-07-06');
    // Christmas 2027 is a Saturday, observed Friday 24 Dec: Thursday 23 Dec + 2 → Monday 27 (1), Tuesday 28 (2).
    expect(estimatedPayDate('2027-12-23', 2)).toBe('2027-12-28');
  });

  test('30-Day Pay counts 30 business days across a year end', () => {
    // From Tuesday 1 Dec 2026: December has 21 business days after the 1st with Christmas (Friday 25th) skipped
    // (2–4, 7–11, 14–18, 21–24, 28–31 = 3+5+5+4+4 = 21), New Year's Day (Friday 1 Jan) skipped, then 9 more:
    // 4–8, 11–14 Jan 2027 → Thursday 14 Jan 2027.
    expect(estimatedPayDate('2026-12-01', 30)).toBe('2027-01-14');
  });

  test('no business days is the invoiced day itself', () => {
    expect(addBusinessDays('2026-11-21', 0)).toBe('2026-11-21');
  });

  test('observances that are not federal holidays are business days', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true); // the day after Thanksgiving
    expect(isBusinessDay('2026-12-24')).toBe(true); // Christmas Eve (a Thursday)
    expect(isBusinessDay('2026-11-26')).toBe(false);
  });

  test('a malformed day or count is refused', () => {
    expect(() => addBusinessDays('2026-13-40', 2)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-11-20', -1)).toThrow(RangeError);
  });
});
