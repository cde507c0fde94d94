/**
 * The trend choices (account spec 2.8 and 9): the last week (default), month or year up to now, against the
 * period of the same length before it. Lengths are counted on the UTC calendar, as the server's months are.
 */
import moment from 'moment';
import type { Period } from '../../api/dashboardApi';

export const TREND_PERIODS = [
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
  { value: 'year', label: 'This Year' },
] as const;

export type TrendPeriod = (typeof TREND_PERIODS)[number]['value'];

export const DEFAULT_TREND_PERIOD: TrendPeriod = 'week';

/** The period ending at `nowMs` and the one before it. */
export function trendWindows(period: TrendPeriod, nowMs: number): { current: Period; previous: Period } {
  const end = moment.utc(nowMs);
  const start = end.clone().subtract(1, period);
  const before = start.clone().subtract(1, period);
  return {
    current: { start: start.toISOString(), end: end.toISOString() },
    previous: { start: before.toISOString(), end: start.toISOString() },
  };
}

const DAY_MS = 86_400_000;

/** The new-loads window (account spec 9): from the later of the banner's dismissal and one day ago, to now. */
export function newLoadsWindow(dismissedOn: string | null, nowMs: number): Period {
  const dayAgo = nowMs - DAY_MS;
  const dismissed = dismissedOn ? Date.parse(dismissedOn) : Number.NaN;
  const start = Number.isNaN(dismissed) ? dayAgo : Math.max(dismissed, dayAgo);
  return { start: new Date(Math.min(start, nowMs)).toISOString(), end: new Date(nowMs).toISOString() };
}

/** The banner comes back at least an hour after it was dismissed (account spec 4). */
export const BANNER_QUIET_MS = 60 * 60 * 1000;
