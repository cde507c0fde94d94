import { Link } from 'react-router-dom';
import type { InvoiceRecord, InvoiceSortField, InvoiceStatus } from '../../../../shared/invoices';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { DATE_COLUMN_TITLE, invoiceDateText, invoiceMoney, invoiceRoute } from '../invoicesText';
import { selectInvoiceFilters } from '../selectors';
import { invoiceFiltersChanged } from '../slice';
import { paths } from '../../../app/routeTable';

interface SortHeaderProps {
  status: InvoiceStatus;
  field: InvoiceSortField;
  title: string;
}

/**
 * A sortable column: pressing it sorts by it, pressing it again turns the order round. The date column sorts by
 * the invoiced day, the list call's only date order (account spec 9), which is also the order of pay dates.
 */
function SortHeader({ status, field, title }: SortHeaderProps) {
  const dispatch = useAppDispatch();
  const { sortField, sortAscending } = useAppSelector((state) => selectInvoiceFilters(state, status));
  const isSorted = sortField === field;
  const sort = () => dispatch(invoiceFiltersChanged({ status, filters: { sortField: field, sortAscending: isSorted ? !sortAscending : field === 'OrderNumber' } }));
  return (
    <th scope="col" aria-sort={isSorted ? (sortAscending ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="invoice-table__sort" onClick={sort}>
        {title}
        <span aria-hidden="true">{isSorted ? (sortAscending ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}

/** Desktop (≥ 1024 px): Order Number, Origin and Destination, Amount and the date column; each row opens its invoice. */
export function InvoiceTable({ status, invoices }: { status: InvoiceStatus; invoices: InvoiceRecord[] }) {
  return (
    <table className="invoice-table">
      <thead>
        <tr>
          <SortHeader status={status} field="OrderNumber" title="Order Number" />
          <th scope="col">Origin and Destination</th>
          <th scope="col" className="invoice-table__money">Amount</th>
          <SortHeader status={status} field="InvoicedDate" title={DATE_COLUMN_TITLE[status]} />
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.orderNumber}>
            <td>
              <Link to={paths.invoice(invoice.orderNumber)}>{invoice.orderNumber}</Link>
            </td>
            <td>{invoiceRoute(invoice)}</td>
            <td className="invoice-table__money">{invoiceMoney(invoice.amount)}</td>
            <td>{invoiceDateText(invoice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
