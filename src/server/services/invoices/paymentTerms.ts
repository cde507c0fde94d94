import type { Kysely } from 'kysely';
import type { PaymentTerm } from '../../../shared/invoices';
import type { Database } from '../../db/tables';
import { findLookupValue } from '../../repositories/lookups';

/*
 * The settlement options are the PaymentTerms lookup, which the operator may change with `desk lookup set`, so an
 * option is read where it is used. Invoices keep the code and the fee they were made under.
 */

const isPaymentTerm = (value: unknown): value is PaymentTerm => {
  const term = value as PaymentTerm;
  return typeof term === 'object' && term !== null && typeof term.code === 'string' && typeof term.description === 'string'
    && Number.isInteger(term.timing) && term.timing >= 0 && typeof term.amount === 'number' && term.amount >= 0 && term.amount <= 100;
};

/** The options as configured; an entry that does not read as one is left out rather than offered. */
export async function findPaymentTerms(db: Kysely<Database>): Promise<PaymentTerm[]> {
  const value = await findLookupValue(db, 'PaymentTerms');
  return Array.isArray(value) ? value.filter(isPaymentTerm).map((term) => ({ ...term, type: typeof term.type === 'string' ? term.type : '' })) : [];
}

/** The option of this code, in any case, or null. */
export function paymentTermOf(terms: readonly PaymentTerm[], code: string): PaymentTerm | null {
  return terms.find((term) => term.code.toLowerCase() === code.trim().toLowerCase()) ?? null;
}
