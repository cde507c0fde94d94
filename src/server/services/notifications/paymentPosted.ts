import type { FastifyInstance } from 'fastify';
import { formatMoney } from '../../../shared/format';
import { dollarsOfCents } from '../../../shared/invoiceArithmetic';
import { depsOf, type NotificationDeps } from './deps';
import { deliverNotice, type Delivered } from './deliver';
import { invoiceLink } from './links';

const dayText = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return `${month}/${date}/${year}`;
};

/** Tells the invoice's carrier (users with paymentsPosted on) that it was paid. Called once the invoice is Paid. */
export async function notifyPaymentPosted(source: FastifyInstance | NotificationDeps, invoiceId: number): Promise<Delivered> {
  const deps = depsOf(source);
  const invoice = await deps.db.selectFrom('invoices').select(['id', 'clientId', 'loadId', 'amountCents', 'status', 'paidDate'])
    .where('id', '=', invoiceId).executeTakeFirst();
  if (!invoice || invoice.status !== 'Paid') return { mails: 0, texts: 0 };
  const amount = formatMoney(dollarsOfCents(invoice.amountCents), 2);
  const when = invoice.paidDate ? ` on ${dayText(invoice.paidDate)}` : '';
  return deliverNotice(deps, 'paymentsPosted', { clientId: invoice.clientId }, {
    subject: `Payment posted for load ${invoice.loadId}`,
    text: `We paid ${amount} for load ${invoice.loadId}${when}.\n\nSee it under Paid Invoices: ${invoiceLink(deps.origin, invoice.loadId)}`,
    sms: `Haulboard: ${amount} paid for load ${invoice.loadId}${when}.`,
  });
}
