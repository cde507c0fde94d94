import type { InvoiceStatus } from '../../../../shared/invoices';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { DateFilterDropdown } from '../../loadLists/components/DateFilterDropdown';
import { DriverFilter } from '../../loadLists/components/DriverFilter';
import { selectInvoiceFilters } from '../selectors';
import { invoiceFiltersChanged } from '../slice';

/** The driver and the date dropdown (account spec 2.10 and 9); every change reloads from page 1. */
export function InvoiceFilterBar({ status }: { status: InvoiceStatus }) {
  const dispatch = useAppDispatch();
  const filters = useAppSelector((state) => selectInvoiceFilters(state, status));
  return (
    <div className="list-filters" role="group" aria-label="Filters">
      <DriverFilter
        pickerId={`invoiceDriver-${status}`}
        driverId={filters.driverId}
        onChange={(driverId) => dispatch(invoiceFiltersChanged({ status, filters: { driverId } }))}
      />
      <DateFilterDropdown
        value={filters.dateFilter}
        range={{ deliveredFrom: filters.customDateFrom, deliveredTo: filters.customDateTo }}
        onChange={(dateFilter, range) => dispatch(invoiceFiltersChanged({
          status,
          filters: dateFilter === 'custom'
            ? { dateFilter, customDateFrom: range.deliveredFrom, customDateTo: range.deliveredTo }
            : { dateFilter },
        }))}
      />
    </div>
  );
}
