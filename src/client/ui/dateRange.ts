/**
 * The arithmetic of the date range picker on 'YYYY-MM-DD' days (loads spec 5, Date range picker).
 * Four-digit years make those strings compare like the days they name, so no parsing is needed to order them.
 */
import moment from 'moment';
import { DATE_FORMATS } from '../../shared/constants';

export interface DayRange {
  from: string | null;
  thru: string | null;
}

const DAY = DATE_FORMATS.iso;
const MONTH = 'YYYY-MM';

export const EMPTY_RANGE: DayRange = { from: null, thru: null };

/** A range as given by a caller, made well-formed: a lone end becomes a start, a reversed range is turned round. */
export function normalizeRange({ from, thru }: DayRange): DayRange {
  if (from === null) return { from: thru, thru: null };
  if (thru !== null && thru < from) return { from: thru, thru: from };
  return { from, thru };
}

/** First click picks the start, the second the end; a click before the start, or after a full range, restarts. */
export function pickDay(range: DayRange, day: string): DayRange {
  if (range.from === null || range.thru !== null || day < range.from) return { from: day, thru: null };
  return { from: range.from, thru: day };
}

/** What "Select Dates" answers: a start alone ends on itself; nothing chosen is the empty range. */
export function confirmedRange(range: DayRange): DayRange {
  if (range.from === null) return EMPTY_RANGE;
  return { from: range.from, thru: range.thru ?? range.from };
}

/** The days a range covers while the end is still being chosen (`pointed` is the day under the pointer). */
export function isWithin(day: string, range: DayRange, pointed: string | null): boolean {
  if (range.from === null) return false;
  const end = range.thru ?? (pointed !== null && pointed > range.from ? pointed : range.from);
  return day >= range.from && day <= end;
}

export const monthOf = (day: string) => day.slice(0, 7);
export const addMonths = (month: string, count: number) => moment(month, MONTH).add(count, 'months').format(MONTH);
export const addDays = (day: string, count: number) => moment(day, DAY).add(count, 'days').format(DAY);
/** The same day of another month, or that month's last day when it is shorter. */
export const addMonthsToDay = (day: string, count: number) => moment(day, DAY).add(count, 'months').format(DAY);
export const clampDay = (day: string, min: string, max: string) => (day < min ? min : day > max ? max : day);

/** The weeks of a month, Sunday first, with null where a week spills into the months around it. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = moment(month, MONTH);
  const cells: (string | null)[] = Array.from({ length: first.day() }, () => null);
  for (let date = 1; date <= first.daysInMonth(); date += 1) cells.push(first.clone().date(date).format(DAY));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export const monthTitle = (month: string) => moment(month, MONTH).format('MMMM YYYY');
export const dayLabel = (day: string) => moment(day, DAY).format('dddd, MMMM D, YYYY');
export const dayNumber = (day: string) => String(Number(day.slice(8)));
