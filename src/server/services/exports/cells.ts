import moment from 'moment';
import { DATE_FORMATS } from '../../../shared/constants';
import { formatDate, formatMoney } from '../../../shared/format';
import { DEFAULT_TIME_ZONE } from '../../../shared/timeZone';

/*
 * How values read in a spreadsheet a person opens: dates as 'M/D/YYYY h:mm A' and the zone, money with cents, and no cell
 * that a spreadsheet would take for a formula.
 */

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A stored day ('YYYY-MM-DD') as 'M/D/YYYY'; a stored time as 'M/D/YYYY h:mm A' on the reader's clock, with the
 * zone's short name so a reader never mistakes UTC for local time. '' when absent or unreadable.
 */
export function dateCell(value: string | null, timeZone = DEFAULT_TIME_ZONE): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, DATE_FORMATS.full);
  const instant = moment(value, moment.ISO_8601, true);
  if (!instant.isValid()) return '';
  const parts = Object.fromEntries(clockFormat(timeZone).formatToParts(instant.toDate()).map((part) => [part.type, part.value]));
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${parts.timeZoneName}`;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short',
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** '$1,250.00' */
export function moneyCell(amount: number): string {
  return formatMoney(amount, 2);
}

/** '1,234' */
export function countCell(value: number): string {
  return Number.isFinite(value) ? wholeNumber.format(value) : '';
}

/**
 * Text a spreadsheet would run (=, +, -, @) or that hides such a start behind a tab or carriage return gets a
 * leading single quote (OWASP, CSV injection); the quote shows, the formula never runs.
 */
export function neutralized(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
