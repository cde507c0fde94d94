/** How a settlement option reads (account spec 2.10): its timing in business days and its fee. */
import type { PaymentTerm } from '../../../shared/invoices';
import { failureWords, type Failure } from '../../api/failure';

export const CHANGE_REQUEST_RECEIVED = 'Change Request Received';

export const timingLabel = (term: PaymentTerm) => `${term.timing} business ${term.timing === 1 ? 'day' : 'days'}`;

export const feeLabel = (term: PaymentTerm) => (term.amount === 0 ? 'No fee' : `${term.amount}% of the carrier amount`);

export const termName = (terms: readonly PaymentTerm[], code: string | null) =>
  terms.find((term) => term.code === code)?.description ?? code ?? '';

/** Why a change request was not taken: the server's word on the option when it gave one, else its message. */
export const changeRequestFailureText = (failure: Failure): string => failure.fieldErrors.requestedSettlementOption ?? failureWords(failure);
