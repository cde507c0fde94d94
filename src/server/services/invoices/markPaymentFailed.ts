import type { FieldError } from '../../../shared/wire';
import { findDeskInvoice, type DeskInvoiceRow } from '../../repositories/deskInvoices';
import { recordPaymentFailure } from '../../repositories/invoicePaymentFailures';
import { appendLiveEvents } from '../../repositories/liveEvents';
import { isPlainText } from '../../http/plainText';
import { makeJobDue } from '../jobs/jobStore';
import { invoiceChanged } from '../liveEvents/events';
import type { NotificationDeps } from '../notifications/deps';
import { PAYMENT_PROBLEM_JOB } from '../notifications/paymentProblem';

/*
 * Recording that a pending invoice's payment failed, for the desk API (POST /api/desk/invoices/{id}/paymentFailed)
 * and `npm run desk -- invoice fail`. The carrier hears of it from the paymentErrors job, which this makes due.
 */

export const PAYMENT_FAILURE_REASON_MAX = 300;

export type MarkFailedOutcome =
  | { outcome: 'recorded'; invoice: DeskInvoiceRow }
  | { outcome: 'unknown' }
  | { outcome: 'already-paid'; invoice: DeskInvoiceRow }
  | { outcome: 'already-failed'; invoice: DeskInvoiceRow }
  | { outcome: 'invalid'; errors: FieldError[] };

function reasonProblem(reason: string): string | null {
  if (reason === '') return 'Required: the carrier is told why the payment failed.';
  if (reason.length > PAYMENT_FAILURE_REASON_MAX) return `At most ${PAYMENT_FAILURE_REASON_MAX} characters.`;
  if (!isPlainText(reason)) return 'Must be text on one line.';
  return null;
}

/** One failure per invoice: a pending invoice's payment is marked failed once; a paid one cannot fail. */
export async function markPaymentFailed(
  deps: Pick<NotificationDeps, 'db' | 'clock' | 'liveEventWrites'>, request: { invoiceId: number; reason: string; recordedBy: string },
): Promise<MarkFailedOutcome> {
  const reason = request.reason.trim();
  const problem = reasonProblem(reason);
  if (problem) return { outcome: 'invalid', errors: [{ field: 'reason', message: problem }] };
  const invoice = await findDeskInvoice(deps.db, request.invoiceId);
  if (!invoice) return { outcome: 'unknown' };
  if (invoice.status === 'Paid') return { outcome: 'already-paid', invoice };
  if (invoice.paymentFailedAt) return { outcome: 'already-failed', invoice };

  const now = deps.clock.now();
  const failedAt = now.toISOString();
  const recorded = await deps.db.transaction().execute(async (trx) => {
    if (!(await recordPaymentFailure(trx, { invoiceId: invoice.id, reason, failedAt, recordedBy: request.recordedBy }))) return false;
    await appendLiveEvents(trx, [invoiceChanged(invoice.clientId, invoice.id, invoice.loadId, 'paymentFailed')], failedAt);
    return true;
  });
  // Another operator recorded one between the read and the write.
  if (!recorded) return { outcome: 'already-failed', invoice: (await findDeskInvoice(deps.db, invoice.id))! };
  deps.liveEventWrites.written();
  // The next look of any API process sends it, not the job's next turn.
  await makeJobDue(deps.db, PAYMENT_PROBLEM_JOB, now);
  return { outcome: 'recorded', invoice: { ...invoice, paymentFailedAt: failedAt, paymentFailureReason: reason } };
}
