import type { FieldError } from '../../../shared/wire';
import { findDeskInvoice, markDeskInvoicePaid, type DeskInvoiceRow } from '../../repositories/deskInvoices';
import { appendLiveEvents } from '../../repositories/liveEvents';
import { invoiceChanged } from '../liveEvents/events';
import { dayInZone } from '../../../shared/timeZone';
import type { NotificationDeps } from '../notifications/deps';
import { notifyPaymentPosted } from '../notifications/paymentPosted';

/*
 * Marking an invoice paid, for the desk API (POST /api/desk/invoices/{id}/paid) and `npm run desk -- invoice pay`.
 * The paid day is the payer's banking day: a US broker's back office, so today is today in New York unless given.
 */

export const PAYER_TIME_ZONE = 'America/New_York';

export type MarkPaidOutcome =
  | { outcome: 'paid'; invoice: DeskInvoiceRow }
  | { outcome: 'unknown' }
  | { outcome: 'already-paid'; invoice: DeskInvoiceRow }
  | { outcome: 'invalid'; errors: FieldError[] };

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A given paid day must be a calendar day, no earlier than the invoice and no later than the payer's today. */
function paidDateProblem(paidDate: string, invoice: DeskInvoiceRow, today: string): string | null {
  if (!isCalendarDay(paidDate)) return 'Must be a calendar day written YYYY-MM-DD.';
  if (paidDate < invoice.invoicedDate) return `Must not be before the invoice's day, ${invoice.invoicedDate}.`;
  if (paidDate > today && paidDate > invoice.invoicedDate) return `Must not be after today, ${today}.`;
  return null;
}

/** Pending → Paid, then the carrier hears of it as its `paymentsPosted` setting says. */
export async function markInvoicePaid(
  deps: NotificationDeps, request: { invoiceId: number; paidDate?: string },
): Promise<MarkPaidOutcome> {
  const invoice = await findDeskInvoice(deps.db, request.invoiceId);
  if (!invoice) return { outcome: 'unknown' };
  if (invoice.status === 'Paid') return { outcome: 'already-paid', invoice };
  const today = dayInZone(deps.clock.now(), PAYER_TIME_ZONE);
  // An invoice made on a calendar ahead of New York's (a delivery late at night further east) is paid on its own day.
  const paidDate = request.paidDate ?? (invoice.invoicedDate > today ? invoice.invoicedDate : today);
  const problem = paidDateProblem(paidDate, invoice, today);
  if (problem) return { outcome: 'invalid', errors: [{ field: 'paidDate', message: problem }] };

  const paid = await deps.db.transaction().execute(async (trx) => {
    if (!(await markDeskInvoicePaid(trx, invoice.id, paidDate))) return false;
    await appendLiveEvents(trx, [invoiceChanged(invoice.clientId, invoice.id, invoice.loadId, 'paid')], deps.clock.now().toISOString());
    return true;
  });
  if (!paid) {
    // Another operator paid it between the read and the write.
    return { outcome: 'already-paid', invoice: (await findDeskInvoice(deps.db, invoice.id))! };
  }
  deps.liveEventWrites.written();
  await notifyPaymentPosted(deps, invoice.id);
  return { outcome: 'paid', invoice: { ...invoice, status: 'Paid', paidDate } };
}
