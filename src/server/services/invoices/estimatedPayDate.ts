import type Holidays from 'date-holidays';
import { lazyModule } from '../../lazyModule';

/*
 * Payment terms count business days (account spec 2.10): Saturdays, Sundays and US federal holidays are skipped,
 * a holiday that falls on a weekend being observed on the Friday before or the Monday after, as banks close then.
 * Days are 'YYYY-MM-DD' calendar days, so the answer is the same in every time zone.
 */

const holidaysLibrary = lazyModule<typeof Holidays>('date-holidays');
let usHolidays: Holidays | undefined;
const federalHolidaysByYear = new Map<number, ReadonlySet<string>>();

function federalHolidays(year: number): ReadonlySet<string> {
  let days = federalHolidaysByYear.get(year);
  if (!days) {
    // date-holidays types the federal holidays (and their observed days) 'public'; the rest are observances.
    usHolidays ??= new (holidaysLibrary())('US');
    days = new Set(usHolidays.getHolidays(year).filter((holiday) => holiday.type === 'public').map((holiday) => holiday.date.slice(0, 10)));
    federalHolidaysByYear.set(year, days);
  }
  return days;
}

const dayMs = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export function isBusinessDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00.000Z`);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !federalHolidays(date.getUTCFullYear()).has(day);
}

/** The day a given number of business days after another ('YYYY-MM-DD'); 0 days is the day itself. */
export function addBusinessDays(day: string, businessDays: number): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00.000Z`))) throw new RangeError(`Not a day: ${day}`);
  if (!Number.isInteger(businessDays) || businessDays < 0) throw new RangeError(`Not a count of business days: ${businessDays}`);
  let time = Date.parse(`${day}T00:00:00.000Z`);
  for (let left = businessDays; left > 0;) {
    time += dayMs;
    if (isBusinessDay(isoDay(time))) left -= 1;
  }
  return isoDay(time);
}

/** When an invoice is expected to be paid: its invoiced day plus its payment term's timing in business days. */
export function estimatedPayDate(invoicedDate: string, timingBusinessDays: number): string {
  return addBusinessDays(invoicedDate, timingBusinessDays);
}
