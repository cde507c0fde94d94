import moment from 'moment';

/*
 * How values read in a spreadsheet a person opens: dates as 'M/D/YYYY h:mm A', money with cents, and no cell
 * that a spreadsheet would take for a formula.
 */

const dateTimeFormat = 'M/D/YYYY h:mm A';
const dateFormat = 'M/D/YYYY';
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A stored day ('YYYY-MM-DD') as 'M/D/YYYY'; a stored time at the clock it was written with (its own offset,
 * UTC for 'Z'), since the server does not know the reader's time zone. '' when absent or unreadable.
 */
export function dateCell(value: string | null): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = moment.utc(value, 'YYYY-MM-DD', true);
    return day.isValid() ? day.format(dateFormat) : '';
  }
  const instant = moment.parseZone(value, moment.ISO_8601, true);
  return instant.isValid() ? instant.format(dateTimeFormat) : '';
}

/** '$1,250.00' */
export function moneyCell(amount: number): string {
  return Number.isFinite(amount) ? dollarsAndCents.format(amount) : '';
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
