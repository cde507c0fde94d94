/** The words of the invoice screens (account spec 2.10). */
import type { InvoiceStatus } from '../../../shared/invoices';

export const EMPTY_INVOICES_TEXT: Record<InvoiceStatus, string> = {
  Paid: 'No paid invoices found',
  Pending: 'No pending invoices found',
};

export const emailInvoicesLabel = (status: InvoiceStatus) => `Email ${status} Invoices`;
export const downloadInvoicesLabel = (status: InvoiceStatus) => `Download ${status} Invoices`;
export const invoicesFileName = (status: InvoiceStatus) => `${status} Invoices.csv`;

/** The table's date column: when it was paid, or when it is expected to be. */
export const DATE_COLUMN_TITLE: Record<InvoiceStatus, string> = { Paid: 'Paid Date', Pending: 'Est. Paid Date' };

export const invoiceCountLabel = (count: number) => `${count} ${count === 1 ? 'Invoice' : 'Invoices'}`;

export const DISPUTE_PAYMENT_LABEL = 'Dispute Payment';
export const INVOICE_NOT_FOUND_TEXT = 'This invoice was not found.';
export const INVOICE_FAILED_TEXT = 'The invoice could not be loaded.';
export const INVOICES_FAILED_TEXT = 'The invoices could not be loaded.';
