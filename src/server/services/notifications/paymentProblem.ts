import type { FastifyInstance } from 'fastify';
import { formatMoney } from '../../../shared/format';
import { dollarsOfCents } from '../../../shared/invoiceArithmetic';
import { findUnpaidFailuresSince } from '../../repositories/invoicePaymentFailures';
import { depsOf, type NotificationDeps } from './deps';
import { deliverNoticeOnce, type Delivered } from './deliver';
import { addDelivered } from './delivered';
import { invoiceLink, contactUsLink } from './links';

/** The scheduled job that sends these notices; marking a payment failed makes it due. */
export const PAYMENT_PROBLEM_JOB = 'paymentProblemNotices';

/** Failures are told for this long after the desk records them; the job does not read further back. */
export const PAYMENT_PROBLEM_LOOKBACK_MS = 7 * 24 * 60 * 60_000;

/**
 * The paymentErrors job: each failed payment of an invoice still unpaid is told, once, to each user of the
 * invoice's carrier with the setting on. Answers what it sent.
 */
export async function sendPaymentProblemNotices(source: FastifyInstance | NotificationDeps): Promise<Delivered> {
  const deps = depsOf(source);
  const since = new Date(deps.clock.now().getTime() - PAYMENT_PROBLEM_LOOKBACK_MS).toISOString();
  let total: Delivered = { mails: 0, texts: 0 };
  for (const failure of await findUnpaidFailuresSince(deps.db, since)) {
    const amount = formatMoney(dollarsOfCents(failure.amountCents), 2);
    total = addDelivered(total, await deliverNoticeOnce(deps, 'paymentErrors', failure.invoiceId, { clientId: failure.clientId }, {
      subject: `Payment problem for load ${failure.loadId}`,
      text: `We could not pay ${amount} for load ${failure.loadId}. Reason: ${failure.reason}\n\n`
        + `Contact us to put your payment details right: ${contactUsLink(deps.origin)}\n`
        + `See the invoice under Pending Payment: ${invoiceLink(deps.origin, failure.loadId)}`,
      sms: `Haulboard: we could not pay ${amount} for load ${failure.loadId}. Contact us to fix your payment details: ${contactUsLink(deps.origin)}`,
    }));
  }
  return total;
}
