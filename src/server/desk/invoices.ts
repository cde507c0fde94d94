import { parseArgs } from 'node:util';
import { wholeNumberOption } from '../commandLine';
import { findDeskInvoices, type DeskInvoiceRow } from '../repositories/deskInvoices';
import { markInvoicePaid } from '../services/invoices/markPaid';
import { markPaymentFailed } from '../services/invoices/markPaymentFailed';
import { unwatchedLiveEventWrites } from '../services/liveEvents/wake';
import { DESK_POSTER } from './loads';
import { formatMoney } from '../../shared/format';
import { dollarsOfCents } from '../../shared/invoiceArithmetic';
import { parsedOptions } from './options';
import { DeskUsageError, type DeskGroup, type DeskVerb } from './verbs';

function describeInvoice(row: DeskInvoiceRow): string {
  const paid = row.status === 'Paid' ? `paid ${row.paidDate}` : `expected ${row.estimatedPayDate ?? 'unknown'}`;
  const failed = row.paymentFailedAt ? `\tpayment failed ${row.paymentFailedAt}: ${row.paymentFailureReason}` : '';
  return `#${row.id}\tload ${row.loadId}\tcarrier #${row.clientId} ${row.clientName}\t${formatMoney(dollarsOfCents(row.amountCents), 2)}\t` +
    `${row.status}\tinvoiced ${row.invoicedDate}\t${paid}${failed}`;
}

const list: DeskVerb = {
  usage: '[--status Pending|Paid] [--client ID] [--load ID] [--limit N]',
  async run({ db, print }, args) {
    const { values } = parsedOptions(() => parseArgs({
      args, strict: true,
      options: { status: { type: 'string' }, client: { type: 'string' }, load: { type: 'string' }, limit: { type: 'string' } },
    }));
    if (values.status !== undefined && values.status !== 'Pending' && values.status !== 'Paid') {
      throw new DeskUsageError('--status must be Pending or Paid.');
    }
    const number = (raw: string | undefined, name: string) => (raw === undefined ? undefined : parsedOptions(() => wholeNumberOption(raw, name, 1)));
    const { rows, total } = await findDeskInvoices(db, {
      status: values.status, clientId: number(values.client, 'client'), loadId: number(values.load, 'load'),
      limit: number(values.limit, 'limit') ?? 100, offset: 0,
    });
    if (rows.length === 0) print('No invoices.');
    for (const row of rows) print(describeInvoice(row));
    if (total > rows.length) print(`… ${total - rows.length} more; narrow with --client or --load, or raise --limit.`);
    return 0;
  },
};

const pay: DeskVerb = {
  usage: 'ID [--date YYYY-MM-DD]',
  async run(context, args) {
    const { values, positionals } = parsedOptions(() => parseArgs({
      args, allowPositionals: true, strict: true, options: { date: { type: 'string' } },
    }));
    if (positionals.length !== 1) throw new DeskUsageError('Name the one invoice to mark paid by its id (see invoice list).');
    const invoiceId = parsedOptions(() => wholeNumberOption(positionals[0], 'id', 1));
    if (!context.notifications) throw new Error('invoice pay tells the carrier: the desk needs its mailer (cli.ts gives one).');
    const result = await markInvoicePaid(context.notifications, { invoiceId, paidDate: values.date });
    switch (result.outcome) {
      case 'paid':
        context.print(`Paid ${describeInvoice(result.invoice)}`);
        return 0;
      case 'unknown':
        context.print(`No invoice #${invoiceId}.`);
        return 1;
      case 'already-paid':
        context.print(`Invoice #${invoiceId} was paid on ${result.invoice.paidDate} already.`);
        return 1;
      case 'invalid':
        throw new DeskUsageError(`--date: ${result.errors[0].message}`);
    }
  },
};

const fail: DeskVerb = {
  usage: 'ID --reason TEXT',
  async run(context, args) {
    const { values, positionals } = parsedOptions(() => parseArgs({
      args, allowPositionals: true, strict: true, options: { reason: { type: 'string' } },
    }));
    if (positionals.length !== 1) throw new DeskUsageError('Name the one invoice whose payment failed by its id (see invoice list).');
    const invoiceId = parsedOptions(() => wholeNumberOption(positionals[0], 'id', 1));
    const result = await markPaymentFailed(
      { db: context.db, clock: context.clock, liveEventWrites: context.notifications?.liveEventWrites ?? unwatchedLiveEventWrites },
      { invoiceId, reason: values.reason ?? '', recordedBy: DESK_POSTER },
    );
    switch (result.outcome) {
      case 'recorded':
        context.print(`Payment failed ${describeInvoice(result.invoice)}`);
        context.print('The carrier is told by the paymentErrors job of a running API process, as its settings say.');
        return 0;
      case 'unknown':
        context.print(`No invoice #${invoiceId}.`);
        return 1;
      case 'already-paid':
        context.print(`Invoice #${invoiceId} was paid on ${result.invoice.paidDate} already.`);
        return 1;
      case 'already-failed':
        context.print(`Invoice #${invoiceId}'s payment was marked failed at ${result.invoice.paymentFailedAt} already.`);
        return 1;
      case 'invalid':
        throw new DeskUsageError(`--reason: ${result.errors[0].message}`);
    }
  },
};

/** Carriers' invoices: list them, mark one paid (issue 13: money from deliveries) or its payment failed. */
export const invoiceDesk: DeskGroup = {
  summary: 'carriers\' invoices: list them, mark a pending one paid or its payment failed (the carrier is told as its settings say)',
  verbs: { list, pay, fail },
};
