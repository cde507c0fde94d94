import { Type, type Static } from '@sinclair/typebox';
import { LoadZonesSchema } from './load';

/*
 * Invoices and the default payment method on the wire (account spec 3 and 7), declared once. Amounts are dollars
 * exact to the cent. The client imports these types only (`import type`), never the schemas.
 */

const Day = Type.String({ description: 'YYYY-MM-DD' });
const MaybeDay = Type.Union([Day, Type.Null()]);
const MaybeText = Type.Union([Type.String(), Type.Null()]);

export const InvoiceStatusSchema = Type.Union([Type.Literal('Paid'), Type.Literal('Pending')]);

/** One line of an invoice: the carrier pay is positive, deductions negative. */
export const InvoiceLineSchema = Type.Object({
  kind: Type.Union([Type.Literal('CarrierPay'), Type.Literal('GapInsurance'), Type.Literal('PaymentTermFee')]),
  description: Type.String(),
  amount: Type.Number(),
});

/** An invoice as the lists and the detail screen read it; `amount` is what the carrier is paid. */
export const InvoiceRecordSchema = Type.Object({
  orderNumber: Type.Integer(),
  amount: Type.Number(),
  status: InvoiceStatusSchema,
  paidStatus: InvoiceStatusSchema,
  paidDate: MaybeDay,
  estimatedPayDate: MaybeDay,
  invoicedDate: Day,
  originCity: Type.String(),
  originState: Type.String(),
  destinationCity: Type.String(),
  destinationState: Type.String(),
  /** On the load's places' clocks: the pick-up's at the origin, the delivery's at the destination. */
  actualPickupDate: MaybeText,
  actualDeliveryDate: MaybeText,
  ...LoadZonesSchema.properties,
  numberOfVehicles: Type.Integer(),
  driverId: Type.Union([Type.Integer(), Type.Null()]),
  driverFullName: MaybeText,
  paymentTermCode: Type.String(),
  lines: Type.Array(InvoiceLineSchema),
});

export const PaymentMethodChangeRequestSchema = Type.Object({
  id: Type.Integer(),
  requestedSettlementOption: Type.String(),
  requestedAt: Type.String(),
});

/** GET CarrierApInvoice/DefaultPaymentMethod, and the answer of a change request. */
export const DefaultPaymentMethodSchema = Type.Object({
  defaultPaymentMethod: Type.String(),
  pendingChangeRequest: Type.Union([PaymentMethodChangeRequestSchema, Type.Null()]),
});

export type InvoiceStatus = Static<typeof InvoiceStatusSchema>;
export type InvoiceLine = Static<typeof InvoiceLineSchema>;
export type InvoiceRecord = Static<typeof InvoiceRecordSchema>;
export type PaymentMethodChangeRequest = Static<typeof PaymentMethodChangeRequestSchema>;
export type DefaultPaymentMethod = Static<typeof DefaultPaymentMethodSchema>;
