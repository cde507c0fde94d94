/**
 * What an invoice pays, in whole cents (account spec 2.10): the carrier pay, less gap insurance of $1.75 per
 * delivered vehicle, less the fee of the carrier's payment term, a percentage of the carrier pay rounded to the
 * nearest cent with half a cent rounded up. Pure, so the seed, the list and the delivery that creates an invoice
 * all count the same way.
 */

import { GAP_INSURANCE_CENTS_PER_VEHICLE } from './constants';

export interface InvoiceInput {
  carrierPayCents: number;
  vehicleCount: number;
  /** The payment term's fee in basis points: 250 is 2.5 %. */
  feeBasisPoints: number;
}

export interface InvoiceAmounts {
  carrierPayCents: number;
  gapInsuranceCents: number;
  paymentTermFeeCents: number;
  /** What the carrier is paid. */
  amountCents: number;
}

/** '2.5' (a percentage as the payment terms lookup states it) as basis points: 250. */
export function basisPointsOfPercent(percent: number): number {
  const basisPoints = Math.round(percent * 100);
  if (!Number.isFinite(percent) || basisPoints < 0 || basisPoints > 10_000) throw new RangeError(`Not a fee percentage: ${percent}`);
  return basisPoints;
}

/** Dollars with at most two decimals as cents: 1198.25 → 119825. */
export function centsOfDollars(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Cents as dollars for the wire and for formatMoney: 119825 → 1198.25. */
export function dollarsOfCents(cents: number): number {
  return cents / 100;
}

export function invoiceAmounts({ carrierPayCents, vehicleCount, feeBasisPoints }: InvoiceInput): InvoiceAmounts {
  for (const [name, value] of [['carrierPayCents', carrierPayCents], ['vehicleCount', vehicleCount], ['feeBasisPoints', feeBasisPoints]] as const) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number from 0, not ${value}`);
  }
  const gapInsuranceCents = GAP_INSURANCE_CENTS_PER_VEHICLE * vehicleCount;
  // Integer arithmetic: adding half the divisor before flooring rounds half a cent up without a float.
  const paymentTermFeeCents = Math.floor((carrierPayCents * feeBasisPoints + 5_000) / 10_000);
  return { carrierPayCents, gapInsuranceCents, paymentTermFeeCents, amountCents: carrierPayCents - gapInsuranceCents - paymentTermFeeCents };
}
