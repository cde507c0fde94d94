import { formatMoney } from '../../../shared/format';
import { formatPlaceTime } from '../../../shared/placeTime';
import { DEFAULT_TIME_ZONE } from '../../../shared/timeZone';

/*
 * How values read in a spreadsheet a person opens: dates as 'M/D/YYYY h:mm A' and the zone, money with cents, and no cell
 * that a spreadsheet would take for a formula.
 */

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A stored day ('YYYY-MM-DD') as 'M/D/YYYY'; a stored time as 'M/D/YYYY h:mm A' on the given zone's clock (a stop's
 * own zone for pick-ups and drop-offs), with the zone's short name so nobody mistakes one clock for another.
 */
export function dateCell(value: string | null, timeZone = DEFAULT_TIME_ZONE): string {
  return formatPlaceTime(value, timeZone, 'full');
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
