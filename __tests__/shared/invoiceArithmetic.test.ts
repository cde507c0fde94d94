import { basisPointsOfPercent, centsOfDollars, dollarsOfCents, invoiceAmounts } from '../../src/shared/invoiceArithmetic';

describe('invoice arithmetic in whole cents', () => {
  test('gap insurance of $1.75 per delivered vehicle is deducted from the invoice', () => {
    // $1,200.00 for 3 vehicles on 30-Day Pay: 3 × $1.75 = $5.25, no fee → $1,194.75.
    expect(invoiceAmounts({ carrierPayCents: 120_000, vehicleCount: 3, feeBasisPoints: 0 }))
      .toEqual({ carrierPayCents: 120_000, gapInsuranceCents: 525, paymentTermFeeCents: 0, amountCents: 119_475 });
  });

  test('the payment term fee is its percentage of the carrier pay', () => {
    // Quick Pay 2.5 % of $1,200.00 = $30.00; 3 vehicles $5.25 → $1,164.75.
    expect(invoiceAmounts({ carrierPayCents: 120_000, vehicleCount: 3, feeBasisPoints: 250 }))
      .toEqual({ carrierPayCents: 120_000, gapInsuranceCents: 525, paymentTermFeeCents: 3_000, amountCents: 116_475 });
  });

  test('a fee of half a cent or more rounds up to the next cent, less rounds down', () => {
    // 2.5 % of $1,234.60 = $30.865 → $30.87; of $1,234.50 = $30.8625 → $30.86.
    expect(invoiceAmounts({ carrierPayCents: 123_460, vehicleCount: 1, feeBasisPoints: 250 }).paymentTermFeeCents).toBe(3_087);
    expect(invoiceAmounts({ carrierPayCents: 123_450, vehicleCount: 1, feeBasisPoints: 250 }).paymentTermFeeCents).toBe(3_086);
    // Express Pay 5 % of $999.99 = $49.9995 → $50.00; 2 vehicles $3.50 → $946.49.
    expect(invoiceAmounts({ carrierPayCents: 99_999, vehicleCount: 2, feeBasisPoints: 500 }))
      .toEqual({ carrierPayCents: 99_999, gapInsuranceCents: 350, paymentTermFeeCents: 5_000, amountCents: 94_649 });
  });

  test('amounts are whole cents, never fractions of one', () => {
    expect(() => invoiceAmounts({ carrierPayCents: 100.5, vehicleCount: 1, feeBasisPoints: 0 })).toThrow(RangeError);
    expect(() => invoiceAmounts({ carrierPayCents: 100, vehicleCount: -1, feeBasisPoints: 0 })).toThrow(RangeError);
  });

  test('dollars with two decimals become exact cents and back', () => {
    expect(centsOfDollars(19.99)).toBe(1_999);
    expect(centsOfDollars(1198.25)).toBe(119_825);
    expect(centsOfDollars(0.1 + 0.2)).toBe(30);
    expect(dollarsOfCents(119_825)).toBe(1198.25);
  });

  test('a fee percentage reads as basis points', () => {
    expect(basisPointsOfPercent(2.5)).toBe(250);
    expect(basisPointsOfPercent(5)).toBe(500);
    expect(basisPointsOfPercent(0)).toBe(0);
    expect(() => basisPointsOfPercent(-1)).toThrow(RangeError);
  });
});
