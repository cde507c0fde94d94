/** The words of the invoice screens, and how an invoice reads on cards, rows and its detail (account spec 2.10). */
import { DATE_FORMATS } from '../../../shared/constants';
import { formatDate, formatMoney } from '../../../shared/format';
import { invoiceListName, type InvoiceRecord, type InvoiceStatus } from '../../../shared/invoices';

export const EMPTY_INVOICES_TEXT: Record<InvoiceStatus, string> = {
  Paid: 'No paid invoices found',
  Pending: 'No pending invoices found',
};

export const downloadInvoicesLabel = (status: InvoiceStatus) => `Download ${invoiceListName(status)}`;

/** The table's date column: when it was paid, or when it is expected to be. */
export const DATE_COLUMN_TITLE: Record<InvoiceStatus, string> = { Paid: 'Paid Date', Pending: 'Est. Paid Date' };

export const invoiceCountLabel = (count: number) => `${count} ${count === 1 ? 'Invoice' : 'Invoices'}`;

export const DISPUTE_PAYMENT_LABEL = 'Dispute Payment';
export const NO_DRIVER_TEXT = 'No driver';
export const INVOICE_NOT_FOUND_TEXT = 'This invoice was not found.';
export const INVOICE_FAILED_TEXT = 'The invoice could not be loaded.';
export const INVOICES_FAILED_TEXT = 'The invoices could not be loaded.';

const place = (city: string, state: string) => [city, state].filter((part) => part && part.trim() !== '').join(', ');

/** 'Dallas, TX to Atlanta, GA' */
export const invoiceRoute = (invoice: InvoiceRecord) =>
  `${place(invoice.originCity, invoice.originState)} to ${place(invoice.destinationCity, invoice.destinationState)}`;

/** Dollars with cents, as money on an invoice always reads: '$1,198.48', '-$5.25'. */
export const invoiceMoney = (amount: number) => formatMoney(amount, 2);

/** The day that matters for its status: paid on, or expected on; '{status} (Date unknown)' without one. */
export function invoiceDateText(invoice: InvoiceRecord): string {
  const day = invoice.status === 'Paid' ? invoice.paidDate : invoice.estimatedPayDate;
  const text = formatDate(day, DATE_FORMATS.full);
  return text === '' ? `${invoice.status} (Date unknown)` : text;
}

/** A stored time or day as 'M/D/YYYY', or '' when absent. */
export const invoiceDay = (value: string | null) => formatDate(value, DATE_FORMATS.full);

/** The Dispute Payment link: a message to the dispute address naming the load, the amount and the day it was paid. */
export function disputeMailto(address: string, invoice: InvoiceRecord): string {
  const subject = `Payment dispute: Load ${invoice.orderNumber}`;
  const body = [
    `I would like to dispute the payment for Load ${invoice.orderNumber}.`,
    `Amount paid: ${invoiceMoney(invoice.amount)}`,
    `Paid date: ${invoiceDateText(invoice)}`,
    '',
    'Reason for the dispute:',
  ].join('\n');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
