import type { Kysely } from 'kysely';
import type { DefaultPaymentMethod, PaymentMethodChangeRequest } from '../../shared/invoices';
import type { Database } from '../db/tables';

/*
 * A carrier's default payment term (clients.default_payment_method) and its requests to change it. A request waits
 * for the operator; approving it changes the default, which invoices made afterwards are made under. Invoices
 * already made keep the term they were made under.
 */

export interface PendingChangeRow {
  id: number;
  clientId: number;
  clientName: string;
  currentCode: string;
  requestedCode: string;
  requestedAt: string;
}

const toRequest = (row: { id: number; requestedCode: string; requestedAt: string }): PaymentMethodChangeRequest => ({
  id: row.id, requestedSettlementOption: row.requestedCode, requestedAt: row.requestedAt,
});

export async function findDefaultPaymentMethod(db: Kysely<Database>, clientId: number): Promise<DefaultPaymentMethod | null> {
  const client = await db.selectFrom('clients').select('defaultPaymentMethod').where('id', '=', clientId).executeTakeFirst();
  if (!client) return null;
  const pending = await db.selectFrom('paymentMethodChangeRequests').select(['id', 'requestedCode', 'requestedAt'])
    .where('clientId', '=', clientId).where('status', '=', 'Pending').executeTakeFirst();
  return { defaultPaymentMethod: client.defaultPaymentMethod, pendingChangeRequest: pending ? toRequest(pending) : null };
}

/** Files a request; a pending one of the same carrier is replaced in the same transaction. */
export async function requestPaymentMethodChange(
  db: Kysely<Database>, clientId: number, userId: number, requestedCode: string, now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    // Locks the carrier's row on PostgreSQL, so two requests at once queue here instead of both finding no pending one.
    await trx.updateTable('clients').set((eb) => ({ defaultPaymentMethod: eb.ref('defaultPaymentMethod') })).where('id', '=', clientId).execute();
    await trx.updateTable('paymentMethodChangeRequests').set({ status: 'Replaced', decidedAt: at })
      .where('clientId', '=', clientId).where('status', '=', 'Pending').execute();
    await trx.insertInto('paymentMethodChangeRequests')
      .values({ clientId, requestedByUserId: userId, requestedCode, status: 'Pending', requestedAt: at, decidedAt: null })
      .execute();
  });
}

export async function findPendingChanges(db: Kysely<Database>): Promise<PendingChangeRow[]> {
  return db.selectFrom('paymentMethodChangeRequests')
    .innerJoin('clients', 'clients.id', 'paymentMethodChangeRequests.clientId')
    .select(['paymentMethodChangeRequests.id', 'paymentMethodChangeRequests.clientId', 'clients.name as clientName',
      'clients.defaultPaymentMethod as currentCode', 'paymentMethodChangeRequests.requestedCode', 'paymentMethodChangeRequests.requestedAt'])
    .where('paymentMethodChangeRequests.status', '=', 'Pending')
    .orderBy('paymentMethodChangeRequests.requestedAt').orderBy('paymentMethodChangeRequests.id')
    .execute();
}

/**
 * Approves a pending request: the carrier's default becomes the requested term. Null when there is no such
 * pending request (unknown, already approved, or replaced by a newer one); the conditional update decides, so an
 * approval racing a replacement never applies the replaced term.
 */
export async function approvePaymentMethodChange(
  db: Kysely<Database>, requestId: number, now: Date,
): Promise<{ clientId: number; requestedCode: string } | null> {
  return db.transaction().execute(async (trx) => {
    const approved = await trx.updateTable('paymentMethodChangeRequests').set({ status: 'Approved', decidedAt: now.toISOString() })
      .where('id', '=', requestId).where('status', '=', 'Pending')
      .returning(['clientId', 'requestedCode']).executeTakeFirst();
    if (!approved) return null;
    await trx.updateTable('clients').set({ defaultPaymentMethod: approved.requestedCode }).where('id', '=', approved.clientId).execute();
    return approved;
  });
}
