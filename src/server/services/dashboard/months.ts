import { SUMMARY_MONTHS } from '../../../shared/dashboard';
import type { Month } from '../../repositories/dashboardSummaries';


function monthAt(year: number, monthIndex: number): Month {
  const start = new Date(Date.UTC(year, monthIndex, 1));
  const end = new Date(Date.UTC(year, monthIndex + 1, 1));
  return { key: start.toISOString().slice(0, 7), start: start.toISOString(), end: end.toISOString() };
}

/** The month `now` falls in and the five before it, oldest first. */
export function lastSixMonths(now: Date): Month[] {
  return Array.from({ length: SUMMARY_MONTHS }, (_, index) =>
    monthAt(now.getUTCFullYear(), now.getUTCMonth() - (SUMMARY_MONTHS - 1) + index));
}
