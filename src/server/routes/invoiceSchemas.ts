import { Type } from '@fastify/type-provider-typebox';

const Day = Type.String({ description: 'YYYY-MM-DD' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const Status = Type.Union([Type.Literal('Paid'), Type.Literal('Pending')]);

/** account spec 3, Invoice; amounts in dollars exact to the cent, lines with deductions negative. */
export const InvoiceRecordSchema = Type.Object({
  orderNumber: Type.Integer(),
  amount: Type.Number(),
  status: Status,
  paidStatus: Status,
  paidDate: Nullable(Day),
  estimatedPayDate: Nullable(Day),
  invoicedDate: Day,
  originCity: Type.String(),
  originState: Type.String(),
  destinationCity: Type.String(),
  destinationState: Type.String(),
  actualPickupDate: Nullable(Type.String()),
  actualDeliveryDate: Nullable(Type.String()),
  numberOfVehicles: Type.Integer(),
  driverId: Type.Union([Type.Integer(), Type.Null()]),
  driverFullName: Nullable(Type.String()),
  paymentTermCode: Type.String(),
  lines: Type.Array(Type.Object({
    kind: Type.Union([Type.Literal('CarrierPay'), Type.Literal('GapInsurance'), Type.Literal('PaymentTermFee')]),
    description: Type.String(),
    amount: Type.Number(),
  })),
});

export const InvoicePageSchema = Type.Object({ records: Type.Array(InvoiceRecordSchema), totalRecordCount: Type.Integer() });

export const DefaultPaymentMethodSchema = Type.Object({
  defaultPaymentMethod: Type.String(),
  pendingChangeRequest: Type.Union([
    Type.Object({ id: Type.Integer(), requestedSettlementOption: Type.String(), requestedAt: Type.String() }),
    Type.Null(),
  ]),
});
