import { sql, type Kysely } from 'kysely';
import type { MonthOfPayments } from '../../shared/dashboard';
import type { Database } from '../db/tables';
import type { Month } from './dashboardSummaries';

type Sum = number | string | bigint | null;

/** Invoice days are 'YYYY-MM-DD' text, so their month is the first seven characters on both databases. */
const monthOf = (column: 'invoicedDate' | 'paidDate') => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

async function centsByMonth(db: Kysely<Database>, clientId: number, column: 'invoicedDate' | 'paidDate', months: readonly Month[]) {
  const month = monthOf(column);
  const rows = await db.selectFrom('invoices')
    .select((eb) => [month.as('month'), eb.fn.sum<Sum>('amountCents').as('cents')])
    .where('clientId', '=', clientId)
    .$if(column === 'paidDate', (query) => query.where('status', '=', 'Paid'))
    .where(column, '>=', months[0].start.slice(0, 10)).where(column, '<', months[months.length - 1].end.slice(0, 10))
    .groupBy(month).execute();
  return new Map(rows.map((row) => [row.month, Number(row.cents ?? 0)]));
}

/** What the carrier invoiced (by invoice day) and was paid (by pay day) each month, in cents, every month present. */
export async function findMonthlyPayments(db: Kysely<Database>, clientId: number, months: readonly Month[]): Promise<MonthOfPayments[]> {
  const [invoiced, paid] = await Promise.all([
    centsByMonth(db, clientId, 'invoicedDate', months),
    centsByMonth(db, clientId, 'paidDate', months),
  ]);
  return months.map(({ key }) => ({ month: key, invoicedCents: invoiced.get(key) ?? 0, paidCents: paid.get(key) ?? 0 }));
}
