import { INVOICE_SORT_FIELDS } from '../../../shared/constants';
import type { InvoiceCriteria } from '../../../shared/contracts/listCriteria';
import { flag, id, oneOf, readValues, type ValueReaders } from '../../../shared/valueReaders';
import type { FieldError } from '../../../shared/wire';
import type { InvoiceFilter } from '../../repositories/invoices';
import { isoDay } from '../loadSearch/days';

/** How each criterion reads; the order is the order of the refusals. */
const readers: ValueReaders<InvoiceCriteria> = {
  status: oneOf(['Paid', 'Pending'] as const),
  driverId: id,
  fromDate: isoDay,
  thruDate: isoDay,
  sortField: oneOf(INVOICE_SORT_FIELDS),
  sortAscending: flag,
};

/** The criteria, or the field errors of those that do not read; a list is always of one status. */
export function readInvoiceFilter(raw: Record<string, unknown>): { filter: InvoiceFilter } | { errors: FieldError[] } {
  const { values, refused } = readValues(readers, (key) => (key === 'status' ? raw.status ?? raw.paidStatus : raw[key]));
  const errors = [...refused];
  const { status, driverId = null, fromDate = null, thruDate = null, sortField = null, sortAscending = null } = values;
  if (status === undefined && !errors.some((error) => error.field === 'status')) errors.push({ field: 'status', message: readers.status.message });
  if (fromDate && thruDate && thruDate < fromDate) errors.push({ field: 'thruDate', message: 'Must not be before fromDate.' });
  return errors.length > 0 || status === undefined ? { errors } : { filter: { status, driverId, fromDate, thruDate, sortField, sortAscending } };
}
