import type { Insertable, Kysely } from 'kysely';
import { basisPointsOfPercent, centsOfDollars, invoiceAmounts } from '../../../shared/invoiceArithmetic';
import type { Database, Driver, InvoicesTable, Load } from '../../db/tables';
import { estimatedPayDate } from '../invoices/estimatedPayDate';
import { findPaymentTerms, paymentTermOf } from '../invoices/paymentTerms';

/**
 * The carrier's invoice for a delivered load (issue 13, account spec 2.10), made in the delivery's own transaction:
 * the load's carrier pay less $1.75 per delivered vehicle less the fee of the carrier's default payment term now,
 * invoiced on the delivery's (UTC) day, expected that term's business days later. A term the PaymentTerms lookup no
 * longer lists charges no fee and promises no pay date, rather than stopping the delivery.
 */
export async function insertDeliveryInvoice(trx: Kysely<Database>, load: Load, driver: Driver, deliveredAt: string): Promise<number> {
  const carrierClientId = load.carrierClientId!;
  const client = await trx.selectFrom('clients').select('defaultPaymentMethod').where('id', '=', carrierClientId).executeTakeFirstOrThrow();
  const term = paymentTermOf(await findPaymentTerms(trx), client.defaultPaymentMethod);
  const feeBasisPoints = term ? basisPointsOfPercent(term.amount) : 0;
  const amounts = invoiceAmounts({ carrierPayCents: centsOfDollars(load.rate), vehicleCount: load.vehicleCount, feeBasisPoints });
  const invoicedDate = deliveredAt.slice(0, 10);
  const invoice: Insertable<InvoicesTable> = {
    clientId: carrierClientId,
    loadId: load.id,
    amountCents: amounts.amountCents,
    carrierPayCents: amounts.carrierPayCents,
    vehicleCount: load.vehicleCount,
    gapInsuranceCents: amounts.gapInsuranceCents,
    paymentTermCode: term?.code ?? client.defaultPaymentMethod,
    paymentTermFeeBasisPoints: feeBasisPoints,
    paymentTermFeeCents: amounts.paymentTermFeeCents,
    status: 'Pending',
    invoicedDate,
    estimatedPayDate: term ? estimatedPayDate(invoicedDate, term.timing) : null,
    paidDate: null,
    driverFullName: [driver.firstName, driver.lastName].filter(Boolean).join(' ') || null,
  };
  const { id } = await trx.insertInto('invoices').values(invoice).returning('id').executeTakeFirstOrThrow();
  return id;
}
