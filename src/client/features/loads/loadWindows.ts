/** The shipper's pick-up and delivery windows in words, with the card's short dates ('Jun 16 – Jun 18'). */
import { formatShortDate, type DateValue } from '../../../shared/format';

export const MISSING_DATE = 'Missing';

/** 'Jun 16 – Jun 18', one day when both ends are the same, 'From Jun 16' or 'By Jun 18' with one end, else 'Missing'. */
export function windowText(from: string | null, to: string | null, now: DateValue): string {
  const first = formatShortDate(from, now);
  const last = formatShortDate(to, now);
  if (first && last) return first === last ? first : `${first} – ${last}`;
  if (first) return `From ${first}`;
  if (last) return `By ${last}`;
  return MISSING_DATE;
}
