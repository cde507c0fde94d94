/** Wire types of invoices and payment terms (account spec 3 and 7, CarrierApInvoice and Lookups/PaymentTerms). */
import type { INVOICE_SORT_FIELDS } from './constants';
import type { InvoiceStatus } from './contracts/invoice';

export type { DefaultPaymentMethod, InvoiceLine, InvoiceRecord, InvoiceStatus, PaymentMethodChangeRequest } from './contracts/invoice';

export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];

/** POST CarrierApInvoice/list criteria; the dates are 'YYYY-MM-DD' on the invoiced day, inclusive. */
export interface InvoiceListCriteria {
  status: InvoiceStatus;
  driverId?: number | null;
  fromDate?: string | null;
  thruDate?: string | null;
  sortField?: InvoiceSortField | null;
  sortAscending?: boolean | null;
}

/** A settlement option of the PaymentTerms lookup: timing in business days, amount the fee in percent. */
export interface PaymentTerm {
  code: string;
  type: string;
  description: string;
  timing: number;
  amount: number;
}
