/** How a settlement option reads (account spec 2.10): its timing in business days and its fee. */
import type { PaymentTerm } from '../../../shared/invoices';

export const CHANGE_REQUEST_RECEIVED = 'Change Request Received';

export const timingLabel = (term: PaymentTerm) => `${term.timing} business ${term.timing === 1 ? 'day' : 'days'}`;

export const feeLabel = (term: PaymentTerm) => (term.amount === 0 ? 'No fee' : `${term.amount}% of the carrier amount`);

export const termName = (terms: readonly PaymentTerm[], code: string | null) =>
  terms.find((term) => term.code === code)?.description ?? code ?? '';
