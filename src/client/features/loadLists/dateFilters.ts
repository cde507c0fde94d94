/** The date dropdown of the list filter bar: its choices and the delivered-day range each one stands for. */
import moment from 'moment';
import { DATE_FORMATS, INVOICE_DATE_FILTERS } from '../../../shared/constants';
import type { DateValue } from '../../../shared/format';
import { now as clockNow } from '../../app/clock';

export type DateFilter = 'none' | 'year' | 'month' | 'week' | 'today' | 'custom';

export interface DeliveredRange {
  deliveredFrom: string | null;
  deliveredTo: string | null;
}

const [anyDate, thisYear, thisMonth, thisWeek, today, customRange] = INVOICE_DATE_FILTERS;

export const DATE_FILTER_OPTIONS: ReadonlyArray<{ value: DateFilter; label: string }> = [
  { value: 'none', label: anyDate },
  { value: 'year', label: thisYear },
  { value: 'month', label: thisMonth },
  { value: 'week', label: thisWeek },
  { value: 'today', label: today },
  { value: 'custom', label: customRange },
];

const PERIOD_OF = { year: 'year', month: 'month', week: 'week', today: 'day' } as const;

export const NO_DATE_RANGE: DeliveredRange = { deliveredFrom: null, deliveredTo: null };

/** The whole period that holds `now` (weeks run Sunday to Saturday), as inclusive days. */
export function presetRange(filter: keyof typeof PERIOD_OF, now: DateValue = clockNow()): DeliveredRange {
  const period = PERIOD_OF[filter];
  const day = moment(now);
  return {
    deliveredFrom: day.clone().startOf(period).format(DATE_FORMATS.iso),
    deliveredTo: day.clone().endOf(period).format(DATE_FORMATS.iso),
  };
}
