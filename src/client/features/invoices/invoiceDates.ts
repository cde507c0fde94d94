/**
 * The invoice filter's date dropdown (account spec 3, 5 and 9) as the fromDate and thruDate the list call takes:
 * a period holds today, a custom range applies only when both its days are set, and an unknown choice is an error.
 */
import type { DateValue } from '../../../shared/format';
import { now as clockNow } from '../../app/clock';
import { presetRange, type DateFilter } from '../loadLists/dateFilters';

export interface InvoiceDateRange {
  fromDate: string | null;
  thruDate: string | null;
}

const NO_RANGE: InvoiceDateRange = { fromDate: null, thruDate: null };

export function invoiceDateRange(
  choice: DateFilter, customDateFrom: string | null, customDateTo: string | null, now: DateValue = clockNow(),
): InvoiceDateRange {
  switch (choice) {
    case 'none':
      return NO_RANGE;
    case 'year':
    case 'month':
    case 'week':
    case 'today': {
      const { deliveredFrom, deliveredTo } = presetRange(choice, now);
      return { fromDate: deliveredFrom, thruDate: deliveredTo };
    }
    case 'custom':
      return customDateFrom && customDateTo ? { fromDate: customDateFrom, thruDate: customDateTo } : NO_RANGE;
    default:
      throw new Error(`Unknown date choice: ${String(choice)}`);
  }
}
