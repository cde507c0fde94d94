import { INVOICE_SORT_FIELDS } from '../../../shared/constants';
import type { FieldError } from '../../../shared/wire';
import { oneOf, OptionalFieldReader, optionalBoolean, optionalDay, optionalId } from '../../http/optionalFields';
import type { InvoiceFilter } from '../../repositories/invoices';

export const invoiceCriteriaKeys = ['status', 'paidStatus', 'driverId', 'fromDate', 'thruDate', 'sortField', 'sortAscending'] as const;

const statuses = oneOf(['Paid', 'Pending'] as const);

/** The criteria, or the field errors of those that do not read; a list is always of one status. */
export function readInvoiceFilter(raw: Record<string, unknown>): { filter: InvoiceFilter } | { errors: FieldError[] } {
  const fields = new OptionalFieldReader({ ...raw, status: raw.status ?? raw.paidStatus });
  const status = fields.read('status', statuses);
  const filter = {
    driverId: fields.read('driverId', optionalId),
    fromDate: fields.read('fromDate', optionalDay),
    thruDate: fields.read('thruDate', optionalDay),
    sortField: fields.read('sortField', oneOf(INVOICE_SORT_FIELDS)),
    sortAscending: fields.read('sortAscending', optionalBoolean),
  };
  const errors = [...fields.errors];
  if (status === null && !errors.some((error) => error.field === 'status')) errors.push({ field: 'status', message: 'Must be one of: Paid, Pending.' });
  if (filter.fromDate && filter.thruDate && filter.thruDate < filter.fromDate) errors.push({ field: 'thruDate', message: 'Must not be before fromDate.' });
  return errors.length > 0 || status === null ? { errors } : { filter: { status, ...filter } };
}
