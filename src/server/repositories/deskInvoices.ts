import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** Invoices as the operator desk sees them: every carrier's, by the invoice's own id. */

export interface DeskInvoiceRow {
  id: number;
  loadId: number;
  clientId: number;
  clientName: string;
  amountCents: number;
  status: 'Paid' | 'Pending';
  invoicedDate: string;
  estimatedPayDate: string | null;
  paidDate: string | null;
  paymentTermCode: string;
  driverFullName: string | null;
  /** When the desk marked its payment failed, and why (null when it has not). */
  paymentFailedAt: string | null;
  paymentFailureReason: string | null;
}

export interface DeskInvoiceFilter {
  status?: 'Paid' | 'Pending';
  clientId?: number;
  loadId?: number;
  limit: number;
  offset: number;
}

function deskInvoiceQuery(db: Kysely<Database>) {
  return db.selectFrom('invoices')
    .innerJoin('clients', 'clients.id', 'invoices.clientId')
    .leftJoin('invoicePaymentFailures', 'invoicePaymentFailures.invoiceId', 'invoices.id')
    .select([
      'invoices.id', 'invoices.loadId', 'invoices.clientId', 'clients.name as clientName', 'invoices.amountCents', 'invoices.status',
      'invoices.invoicedDate', 'invoices.estimatedPayDate', 'invoices.paidDate', 'invoices.paymentTermCode', 'invoices.driverFullName',
      'invoicePaymentFailures.failedAt as paymentFailedAt', 'invoicePaymentFailures.reason as paymentFailureReason',
    ]);
}

export async function findDeskInvoice(db: Kysely<Database>, id: number): Promise<DeskInvoiceRow | null> {
  return (await deskInvoiceQuery(db).where('invoices.id', '=', id).executeTakeFirst()) ?? null;
}

/** Newest first; the total counts the whole filtered list. */
export async function findDeskInvoices(db: Kysely<Database>, filter: DeskInvoiceFilter): Promise<{ rows: DeskInvoiceRow[]; total: number }> {
  const filtered = <Q extends ReturnType<typeof deskInvoiceQuery>>(query: Q) => query
    .$if(filter.status !== undefined, (q) => q.where('invoices.status', '=', filter.status!))
    .$if(filter.clientId !== undefined, (q) => q.where('invoices.clientId', '=', filter.clientId!))
    .$if(filter.loadId !== undefined, (q) => q.where('invoices.loadId', '=', filter.loadId!));
  const rows = await filtered(deskInvoiceQuery(db)).orderBy('invoices.id', 'desc').limit(filter.limit).offset(filter.offset).execute();
  const { total } = await filtered(deskInvoiceQuery(db)).clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/** Pending → Paid on that day; false when the invoice is not (or no longer) pending, so two payers never both win. */
export async function markDeskInvoicePaid(db: Kysely<Database>, id: number, paidDate: string): Promise<boolean> {
  const result = await db.updateTable('invoices').set({ status: 'Paid', paidDate })
    .where('id', '=', id).where('status', '=', 'Pending').executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
