/**
 * Times on the driver's page are the places' own (a pick-up on the origin's clock, a delivery on the
 * destination's), the zone's short name with each, as every other screen shows them.
 */
import { DATE_FORMATS } from '../../../shared/constants';
import { formatDate } from '../../../shared/format';
import { formatPlaceTime } from '../../../shared/placeTime';

/** '11/24/2026 8:05 AM CST' on the place's clock; '' for no time. */
export function localTime(instant: string | null, timeZone: string): string {
  return formatPlaceTime(instant, timeZone, 'full');
}

/** A shipper's window as days: '11/24/2026 - 11/26/2026', or one day. */
export function windowText(from: string | null, to: string | null): string {
  const [start, end] = [formatDate(from, DATE_FORMATS.full), formatDate(to, DATE_FORMATS.full)];
  if (start && end && start !== end) return `${start} - ${end}`;
  return start || end || 'Not given';
}
