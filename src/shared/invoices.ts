/** Wire types of invoices and payment terms (account spec 3 and 7, CarrierApInvoice and Lookups/PaymentTerms). */
import type { INVOICE_SORT_FIELDS } from './constants';

export type InvoiceStatus = 'Paid' | 'Pending';
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];

/** One line of an invoice: the carrier pay is positive, deductions negative. Dollars on the wire, exact to the cent. */
export interface InvoiceLine {
  kind: 'CarrierPay' | 'GapInsurance' | 'PaymentTermFee';
  description: string;
  amount: number;
}

/** An invoice as the lists and the detail screen read it; `amount` is what the carrier is paid, in dollars. */
export interface InvoiceRecord {
  orderNumber: number;
  amount: number;
  status: InvoiceStatus;
  paidStatus: InvoiceStatus;
  paidDate: string | null;
  estimatedPayDate: string | null;
  invoicedDate: string;
  originCity: string;
  originState: string;
  destinationCity: string;
  destinationState: string;
  actualPickupDate: string | null;
  actualDeliveryDate: string | null;
  numberOfVehicles: number;
  driverId: number | null;
  driverFullName: string | null;
  paymentTermCode: string;
  lines: InvoiceLine[];
}

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

export interface PaymentMethodChangeRequest {
  id: number;
  requestedSettlementOption: string;
  requestedAt: string;
}

/** GET CarrierApInvoice/DefaultPaymentMethod, and the answer of a change request. */
export interface DefaultPaymentMethod {
  defaultPaymentMethod: string;
  pendingChangeRequest: PaymentMethodChangeRequest | null;
}
