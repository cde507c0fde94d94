import type { InvoiceRecord } from '../../../../src/shared/invoices';

export const anInvoice = (overrides: Partial<InvoiceRecord> = {}): InvoiceRecord => ({
  orderNumber: 100_123,
  amount: 1198.48,
  status: 'Paid',
  paidStatus: 'Paid',
  paidDate: '2026-11-19',
  estimatedPayDate: '2026-11-20',
  invoicedDate: '2026-11-02',
  originCity: 'Dallas',
  originState: 'TX',
  destinationCity: 'Atlanta',
  destinationState: 'GA',
  actualPickupDate: '2026-10-28T15:00:00.000Z',
  actualDeliveryDate: '2026-10-31T15:00:00.000Z',
  originTimeZone: 'America/Chicago',
  destinationTimeZone: 'America/New_York',
  numberOfVehicles: 3,
  driverId: 5,
  driverFullName: 'Rosa Diaz',
  paymentTermCode: 'QuickPay',
  lines: [
    { kind: 'CarrierPay', description: 'Carrier pay', amount: 1234.6 },
    { kind: 'GapInsurance', description: 'Gap insurance (3 vehicles × $1.75)', amount: -5.25 },
    { kind: 'PaymentTermFee', description: 'Quick Pay (14-day ACH) fee (2.5%)', amount: -30.87 },
  ],
  ...overrides,
});
