import { Link } from 'react-router-dom';
import type { InvoiceRecord } from '../../../../shared/invoices';
import { DATE_COLUMN_TITLE, invoiceDateText, invoiceMoney, invoiceRoute } from '../invoicesText';
import { paths } from '../../../app/routeTable';

/** Below 1024 px: a card per invoice, the whole card a link to its detail. */
export function InvoiceCards({ invoices }: { invoices: InvoiceRecord[] }) {
  return (
    <ul className="hb-card-list">
      {invoices.map((invoice) => (
        <li key={invoice.orderNumber}>
          <Link className="hb-card-link invoice-card" to={paths.invoice(invoice.orderNumber)}>
            <span className="invoice-card__number">Load {invoice.orderNumber}</span>
            <span className="invoice-card__amount">{invoiceMoney(invoice.amount)}</span>
            <span className="invoice-card__route">{invoiceRoute(invoice)}</span>
            <span className="invoice-card__date">
              <span className="hb-visually-hidden">{DATE_COLUMN_TITLE[invoice.status]}: </span>
              {invoiceDateText(invoice)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
