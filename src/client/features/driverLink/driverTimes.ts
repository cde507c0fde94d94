/**
 * Times on the driver's page are read in the phone's own zone (the browser's), since that is where the driver
 * stands; the zone's short name goes with each time so nobody guesses.
 */
import moment from 'moment';
import { DATE_FORMATS } from '../../../shared/constants';
import { formatDate } from '../../../shared/format';

export function zoneName(instant: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(new Date(instant));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** '11/24/2026 8:05 AM CST' in the browser's zone; '' for no time. */
export function localTime(instant: string | null): string {
  if (!instant) return '';
  const time = moment(instant);
  return time.isValid() ? `${time.format('M/D/YYYY h:mm A')} ${zoneName(instant)}`.trim() : '';
}

/** A shipper's window as days: '11/24/2026 - 11/26/2026', or one day. */
export function windowText(from: string | null, to: string | null): string {
  const [start, end] = [formatDate(from, DATE_FORMATS.full), formatDate(to, DATE_FORMATS.full)];
  if (start && end && start !== end) return `${start} - ${end}`;
  return start || end || 'Not given';
}

export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
}
