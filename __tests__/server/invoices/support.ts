import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import { saveLookupValue } from '../../../src/server/repositories/lookups';
import { paymentTerms } from '../../../src/server/db/seed/reference';
import { basisPointsOfPercent, invoiceAmounts } from '../../../src/shared/invoiceArithmetic';
import { bearer, type TestCarrier } from '../support/appFixtures';
import { claimedBy, insertLoad, type CarrierSession } from '../lists/support';

export async function savePaymentTerms(db: Db): Promise<void> {
  await saveLookupValue(db.db, 'PaymentTerms', paymentTerms);
  await saveLookupValue(db.db, 'DisputePaymentEmailAddress', 'payments@haulboard.test');
}

export interface InvoiceSpec {
  status?: 'Paid' | 'Pending';
  invoicedDate?: string;
  paidDate?: string;
  carrierPayCents?: number;
  vehicleCount?: number;
  termCode?: string;
  driverId?: number | null;
  driverFullName?: string | null;
  actualPickup?: string | null;
  actualDelivery?: string | null;
}

/** A delivered load of the carrier and its invoice, counted as a delivery would count it. Answers the order number. */
export async function insertInvoice(db: Db, carrier: TestCarrier, spec: InvoiceSpec = {}): Promise<number> {
  const { status = 'Pending', invoicedDate = '2026-11-02', carrierPayCents = 120_000, vehicleCount = 2, termCode = 'QuickPay' } = spec;
  const loadId = await insertLoad(db, { ...claimedBy(carrier, 'Delivered'), rate: carrierPayCents / 100, driverId: spec.driverId ?? null,
    ...(spec.actualPickup === undefined ? {} : { actualPickup: spec.actualPickup }),
    ...(spec.actualDelivery === undefined ? {} : { actualDelivery: spec.actualDelivery }) });
  const term = paymentTerms.find((option) => option.code === termCode)!;
  const feeBasisPoints = basisPointsOfPercent(term.amount);
  const amounts = invoiceAmounts({ carrierPayCents, vehicleCount, feeBasisPoints });
  await db.db.insertInto('invoices').values({
    clientId: carrier.clientId, loadId, ...amounts, vehicleCount, paymentTermCode: term.code, paymentTermFeeBasisPoints: feeBasisPoints,
    status, invoicedDate, estimatedPayDate: '2026-11-20', paidDate: status === 'Paid' ? spec.paidDate ?? '2026-11-19' : null,
    driverFullName: spec.driverFullName ?? null,
  }).execute();
  return loadId;
}

export function postInvoiceList(
  app: FastifyInstance, session: CarrierSession, criteria: unknown = {}, query = '',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST', url: `/api/CarrierApInvoice/list?SourceApplication=CarrierPortal${query}`,
    headers: { ...bearer(session.token), 'content-type': 'application/json' }, payload: JSON.stringify(criteria),
  });
}

export function getAs(app: FastifyInstance, session: CarrierSession, path: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `/api/${path}${path.includes('?') ? '&' : '?'}SourceApplication=CarrierPortal`, headers: bearer(session.token) });
}

export function postAs(app: FastifyInstance, session: CarrierSession, path: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/${path}${path.includes('?') ? '&' : '?'}SourceApplication=CarrierPortal`, headers: bearer(session.token) });
}

export const orderNumbers = (response: LightMyRequestResponse): number[] =>
  response.json().records.map((record: { orderNumber: number }) => record.orderNumber);
