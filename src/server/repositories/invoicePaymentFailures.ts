import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export interface PaymentFailureRow {
  invoiceId: number;
  clientId: number;
  loadId: number;
  amountCents: number;
  reason: string;
  failedAt: string;
}

/** Records the failure unless the invoice has one already; answers whether this call recorded it. */
export async function recordPaymentFailure(
  db: Kysely<Database>, failure: { invoiceId: number; reason: string; failedAt: string; recordedBy: string },
): Promise<boolean> {
  const inserted = await db.insertInto('invoicePaymentFailures').values(failure)
    .onConflict((conflict) => conflict.column('invoiceId').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Failures recorded since `since` of invoices still unpaid, oldest first: what the carrier must still hear of. */
export async function findUnpaidFailuresSince(db: Kysely<Database>, since: string): Promise<PaymentFailureRow[]> {
  return db.selectFrom('invoicePaymentFailures')
    .innerJoin('invoices', 'invoices.id', 'invoicePaymentFailures.invoiceId')
    .select([
      'invoices.id as invoiceId', 'invoices.clientId', 'invoices.loadId', 'invoices.amountCents',
      'invoicePaymentFailures.reason', 'invoicePaymentFailures.failedAt',
    ])
    .where('invoicePaymentFailures.failedAt', '>=', since).where('invoices.status', '=', 'Pending')
    .orderBy('invoicePaymentFailures.failedAt').orderBy('invoices.id')
    .execute();
}
