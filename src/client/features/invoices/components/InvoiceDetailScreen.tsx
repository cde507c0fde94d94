import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { InvoiceRecord } from '../../../../shared/invoices';
import { placeDay } from '../../../../shared/placeTime';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Spinner } from '../../../ui/Spinner';
import { BackLink } from '../../shell/BackLink';
import { DATE_COLUMN_TITLE, DISPUTE_PAYMENT_LABEL, disputeMailto, NO_DRIVER_TEXT, INVOICE_FAILED_TEXT, INVOICE_NOT_FOUND_TEXT, invoiceDateText, invoiceDay, invoiceMoney } from '../invoicesText';
import { selectDisputeAddress, selectInvoiceByOrderNumber, selectInvoiceDetail, selectInvoiceDriverName } from '../selectors';
import { invoiceDetailOpened } from '../slice';
import './invoices.css';

const place = (city: string, state: string) => [city, state].filter(Boolean).join(', ');

function InvoiceFacts({ invoice }: { invoice: InvoiceRecord }) {
  const disputeAddress = useAppSelector(selectDisputeAddress);
  const driverName = useAppSelector((state) => selectInvoiceDriverName(state, invoice));
  const facts: [term: string, value: string][] = [
    ['Status', invoice.status],
    [DATE_COLUMN_TITLE[invoice.status], invoiceDateText(invoice)],
    ['Pick-up', place(invoice.originCity, invoice.originState)],
    ['Picked up', invoiceDay(placeDay(invoice.actualPickupDate, invoice.originTimeZone))],
    ['Delivery', place(invoice.destinationCity, invoice.destinationState)],
    ['Delivered', invoiceDay(placeDay(invoice.actualDeliveryDate, invoice.destinationTimeZone))],
    ['Vehicles', String(invoice.numberOfVehicles)],
    ['Driver', driverName ?? NO_DRIVER_TEXT],
    ['Invoiced', invoiceDay(invoice.invoicedDate)],
  ];
  return (
    <>
      <p className="invoice-detail__amount">{invoiceMoney(invoice.amount)}</p>
      <dl className="invoice-detail__facts">
        {facts.map(([term, value]) => (
          <div key={term} className="invoice-detail__fact">
            <dt>{term}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="invoice-lines-heading" className="invoice-detail__lines">
        <h2 id="invoice-lines-heading">Invoice lines</h2>
        <table className="invoice-lines">
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={line.kind}>
                <th scope="row">{line.description}</th>
                <td>{invoiceMoney(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Amount</th>
              <td>{invoiceMoney(invoice.amount)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
      {invoice.status === 'Paid' && disputeAddress && (
        <a className="hb-button hb-button--outline invoice-detail__dispute" href={disputeMailto(disputeAddress, invoice)}>
          {DISPUTE_PAYMENT_LABEL}
        </a>
      )}
    </>
  );
}

/** One invoice (account spec 2.10): black header with back button and 'Load {orderId}', then what it paid and why. */
export function InvoiceDetailScreen() {
  const dispatch = useAppDispatch();
  const { invoiceId = '' } = useParams();
  const orderNumber = /^\d+$/.test(invoiceId) ? Number(invoiceId) : NaN;
  const detail = useAppSelector(selectInvoiceDetail);
  const invoice = useAppSelector((state) => (Number.isSafeInteger(orderNumber) ? selectInvoiceByOrderNumber(state, orderNumber) : undefined));
  const status = detail?.orderNumber === orderNumber ? detail.status : 'loading';

  useEffect(() => {
    if (Number.isSafeInteger(orderNumber)) dispatch(invoiceDetailOpened(orderNumber));
  }, [dispatch, orderNumber]);

  return (
    <section className="invoice-detail">
      <div className="invoice-detail__header">
        <BackLink fallbackTo={screens.invoiceDetails.backTo ?? screens.invoices.path} className="hb-back-arrow invoice-detail__back" aria-label="Back">
          <span aria-hidden="true">←</span>
        </BackLink>
        <h1 className="invoice-detail__title">Load {invoiceId}</h1>
      </div>
      {!Number.isSafeInteger(orderNumber) || status === 'notFound' ? <p>{INVOICE_NOT_FOUND_TEXT}</p>
        : status === 'failed' ? <p role="alert">{INVOICE_FAILED_TEXT}</p>
          : invoice ? <InvoiceFacts invoice={invoice} />
            : <Spinner label="Loading invoice" />}
    </section>
  );
}
