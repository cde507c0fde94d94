import type { FieldError } from '../../../shared/wire';
import type { LoadListCriteria } from '../../../shared/contracts/listCriteria';
import { SCHEDULED_PICKUP_RANGES } from '../../../shared/contracts/listCriteria';
import { SEARCH_SORT_FIELDS } from '../../../shared/constants';
import { flag, id, oneOf, readValues, type ValueReaders } from '../../../shared/valueReaders';
import type { ListFilter } from '../../repositories/loadLists';
import { isoDay } from '../loadSearch/days';
import { readTimeZone } from '../../../shared/timeZone';

export type { ListFilter };

/** How each criterion reads; the order is the order of the refusals. */
const readers: ValueReaders<LoadListCriteria> = {
  sortField: oneOf(SEARCH_SORT_FIELDS),
  sortAscending: flag,
  driverId: id,
  deliveredFrom: isoDay,
  deliveredTo: isoDay,
  scheduledPickupRange: oneOf(SCHEDULED_PICKUP_RANGES),
};

/**
 * The list's criteria, or the field errors of those that do not read: a malformed filter is refused rather than
 * dropped, which would answer with the whole list. A time zone the runtime does not know reads as UTC.
 */
export function readListFilter(raw: Record<string, unknown>): { filter: ListFilter } | { errors: FieldError[] } {
  const { values, refused } = readValues(readers, (key) => raw[key]);
  if (refused.length > 0) return { errors: refused };
  const { sortField = null, sortAscending = null, driverId = null, deliveredFrom = null, deliveredTo = null, scheduledPickupRange = null } = values;
  return { filter: { sortField, sortAscending, driverId, deliveredFrom, deliveredTo, scheduledPickupRange, timeZone: readTimeZone(raw.timeZone) } };
}
