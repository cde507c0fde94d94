import { pinClock } from '../../../support/clock';
import { invoiceDateRange } from '../../../../src/client/features/invoices/invoiceDates';
import type { DateFilter } from '../../../../src/client/features/loadLists/dateFilters';

describe('the invoice date dropdown as fromDate and thruDate (account spec 3, 5 and 9)', () => {
  // Wednesday 25 November 2026 at noon, local time: the periods below hold it whatever the zone.
  beforeEach(() => pinClock(new Date(2026, 10, 25, 12, 0)));

  test('Filter By: Date sends no dates', () => {
    expect(invoiceDateRange('none', null, null)).toEqual({ fromDate: null, thruDate: null });
  });

  test('This Year, This Month, This Week and Today are the period that holds today', () => {
    expect(invoiceDateRange('year', null, null)).toEqual({ fromDate: '2026-01-01', thruDate: '2026-12-31' });
    expect(invoiceDateRange('month', null, null)).toEqual({ fromDate: '2026-11-01', thruDate: '2026-11-30' });
    expect(invoiceDateRange('week', null, null)).toEqual({ fromDate: '2026-11-22', thruDate: '2026-11-28' });
    expect(invoiceDateRange('today', null, null)).toEqual({ fromDate: '2026-11-25', thruDate: '2026-11-25' });
  });

  test('a custom date range applies only when both dates are set', () => {
    expect(invoiceDateRange('custom', '2026-10-01', '2026-10-15')).toEqual({ fromDate: '2026-10-01', thruDate: '2026-10-15' });
    expect(invoiceDateRange('custom', '2026-10-01', null)).toEqual({ fromDate: null, thruDate: null });
    expect(invoiceDateRange('custom', null, '2026-10-15')).toEqual({ fromDate: null, thruDate: null });
  });

  test('an unknown date choice is an error', () => {
    expect(() => invoiceDateRange('fortnight' as DateFilter, null, null)).toThrow('Unknown date choice: fortnight');
  });
});
