import { SEARCH_SORT_FIELDS } from '../../../shared/constants';
import type { SearchSortField } from '../../../shared/loads';
import { finiteNumber, flag } from '../loadSearch/criteria';
import { dayNumber, isoDateOfDay } from '../loadSearch/days';
import { readTimeZone } from './timeZone';

/** Load search criteria for lists (loads spec 3) after a lenient reading: every value is known-good or null. */
export interface ListFilter {
  sortField: SearchSortField | null;
  sortAscending: boolean | null;
  driverId: number | null;
  /** 'YYYY-MM-DD', inclusive, on the delivery day. */
  deliveredFrom: string | null;
  deliveredTo: string | null;
  scheduledPickupRange: 'tomorrow' | 'future' | null;
  /** Whose calendar 'tomorrow' and the delivery days are on, and whose clock exports print (IANA name). */
  timeZone: string;
}

export const listCriteriaKeys = ['sortField', 'sortAscending', 'driverId', 'deliveredFrom', 'deliveredTo', 'scheduledPickupRange', 'timeZone'] as const;

const maxId = 2_147_483_647;

/** A database id: a whole number from 1 up to PostgreSQL's integer limit, or numeric text of one. */
export function idOf(value: unknown): number | null {
  const number = finiteNumber(value);
  return number !== null && Number.isInteger(number) && number >= 1 && number <= maxId ? number : null;
}

function dayOf(value: unknown): string | null {
  const day = dayNumber(value);
  return day === null ? null : isoDateOfDay(day);
}

function sortFieldOf(value: unknown): SearchSortField | null {
  if (typeof value !== 'string') return null;
  return SEARCH_SORT_FIELDS.find((field) => field.toLowerCase() === value.trim().toLowerCase()) ?? null;
}

function rangeOf(value: unknown): ListFilter['scheduledPickupRange'] {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return text === 'tomorrow' || text === 'future' ? text : null;
}

/** Like search values, what does not read as its type is dropped rather than refused: a list always answers. */
export function readListFilter(raw: Record<string, unknown>): ListFilter {
  return {
    sortField: sortFieldOf(raw.sortField),
    sortAscending: flag(raw.sortAscending),
    driverId: idOf(raw.driverId),
    deliveredFrom: dayOf(raw.deliveredFrom),
    deliveredTo: dayOf(raw.deliveredTo),
    scheduledPickupRange: rangeOf(raw.scheduledPickupRange),
    timeZone: readTimeZone(raw.timeZone),
  };
}
