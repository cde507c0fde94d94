import type { FieldError } from '../../../shared/wire';
import type { ListFilter } from '../../repositories/loadLists';
import { oneOf, OptionalFieldReader, optionalBoolean, optionalDay, optionalId, optionalSortField } from '../../http/optionalFields';
import { readTimeZone } from '../../../shared/timeZone';

export type { ListFilter };

export const listCriteriaKeys = ['sortField', 'sortAscending', 'driverId', 'deliveredFrom', 'deliveredTo', 'scheduledPickupRange', 'timeZone'] as const;

export { idOf } from '../../http/optionalFields';

const scheduledPickupRanges = oneOf(['tomorrow', 'future'] as const);

/**
 * The list's criteria, or the field errors of those that do not read: a malformed filter is refused rather than
 * dropped, which would answer with the whole list. A time zone the runtime does not know reads as UTC.
 */
export function readListFilter(raw: Record<string, unknown>): { filter: ListFilter } | { errors: FieldError[] } {
  const fields = new OptionalFieldReader(raw);
  const filter: ListFilter = {
    sortField: fields.read('sortField', optionalSortField),
    sortAscending: fields.read('sortAscending', optionalBoolean),
    driverId: fields.read('driverId', optionalId),
    deliveredFrom: fields.read('deliveredFrom', optionalDay),
    deliveredTo: fields.read('deliveredTo', optionalDay),
    scheduledPickupRange: fields.read('scheduledPickupRange', scheduledPickupRanges),
    timeZone: readTimeZone(raw.timeZone),
  };
  return fields.errors.length > 0 ? { errors: fields.errors } : { filter };
}
