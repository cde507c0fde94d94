/** How a search reads on buttons and cards (loads spec 2): places and the 'MMM D – MMM D' pick-up range. */
import { DATE_FORMATS } from '../../../shared/constants';
import { formatCount, formatDate } from '../../../shared/format';
import type { SearchCriteria } from '../../../shared/loads';
import { ANYWHERE, placeLabelOf } from './searchValues';

/** The range only when both days are set; otherwise nothing. */
export function dateRangeLabel(from: string | null | undefined, thru: string | null | undefined): string | null {
  const start = formatDate(from, DATE_FORMATS.monthAndDay);
  const end = formatDate(thru, DATE_FORMATS.monthAndDay);
  return start && end ? `${start} – ${end}` : null;
}

/** A stored search's origin and destination as city/state; a side without a place reads Anywhere. */
export function storedSearchPlaces(values: SearchCriteria): { origin: string; destination: string } {
  return {
    origin: placeLabelOf(values, 'origin') ?? ANYWHERE,
    destination: placeLabelOf(values, 'destination') ?? ANYWHERE,
  };
}

/** '1,204 LOADS' */
export function loadCountLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'LOAD' : 'LOADS'}`;
}
