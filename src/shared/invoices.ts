/** Wire types of invoices and payment terms (account spec 3 and 7, CarrierApInvoice and Lookups/PaymentTerms). */
import type { INVOICE_SORT_FIELDS } from './constants';
import type { InvoiceStatus } from './contracts/invoice';

export type { DefaultPaymentMethod, InvoiceLine, InvoiceRecord, InvoiceStatus, PaymentMethodChangeRequest } from './contracts/invoice';

export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];

/** POST CarrierApInvoice/list criteria; the dates are 'YYYY-MM-DD', inclusive, on the paid day (Paid) or the invoiced day (Pending). */
export interface InvoiceListCriteria {
  status: InvoiceStatus;
  driverId?: number | null;
  fromDate?: string | null;
  thruDate?: string | null;
  sortField?: InvoiceSortField | null;
  sortAscending?: boolean | null;
}

/** 'Paid Invoices' or 'Pending Invoices': the list's name in its actions, its download and its e-mail. */
export const invoiceListName = (status: InvoiceStatus) => `${status} Invoices`;

/** Account spec 9: the downloads are named 'Paid Invoices.csv' and 'Pending Invoices.csv', without a date. */
export const invoiceListFileName = (status: InvoiceStatus) => `${invoiceListName(status)}.csv`;

/** A settlement option of the PaymentTerms lookup: timing in business days, amount the fee in percent. */
export interface PaymentTerm {
  code: string;
  type: string;
  description: string;
  timing: number;
  amount: number;
}
