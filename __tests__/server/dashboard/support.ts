import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import type { NewLoad } from '../../../src/server/db/tables';
import { insertBoardLoad } from '../support/boardLoads';

let nextLoadId = 700_000;

/** A load of the carrier's in the given state (or one on the board when no carrier is given); its id. */
export async function insertLoad(app: FastifyInstance, db: Db, load: Partial<NewLoad> = {}): Promise<number> {
  nextLoadId += 1;
  await insertBoardLoad(app, db, { id: nextLoadId, ...load });
  return nextLoadId;
}

/** A delivered load of the carrier's, arrived at `actualDelivery`. */
export const insertDelivered = (app: FastifyInstance, db: Db, carrierClientId: number, actualDelivery: string, load: Partial<NewLoad> = {}) =>
  insertLoad(app, db, { orderStatus: 'Delivered', carrierClientId, actualDelivery, visibleToCarriers: 0, ...load });

export async function insertInvoice(
  db: Db, clientId: number, loadId: number,
  invoice: { amountCents: number; status: 'Paid' | 'Pending'; invoicedDate: string; paidDate?: string | null },
): Promise<void> {
  await db.db.insertInto('invoices').values({
    clientId, loadId, amountCents: invoice.amountCents, carrierPayCents: invoice.amountCents + 175, vehicleCount: 1,
    gapInsuranceCents: 175, paymentTermCode: 'ACH30', paymentTermFeeBasisPoints: 0, paymentTermFeeCents: 0,
    status: invoice.status, invoicedDate: invoice.invoicedDate, estimatedPayDate: null, paidDate: invoice.paidDate ?? null,
    driverFullName: null,
  }).execute();
}

export async function favorite(db: Db, carrier: { userId: number; clientId: number }, loadId: number): Promise<void> {
  await db.db.insertInto('favorites').values({ userId: carrier.userId, clientId: carrier.clientId, loadId, createdAt: new Date().toISOString() }).execute();
}
