import type { FastifyInstance } from 'fastify';
import { insertMany } from '../src/server/db/bulkInsert';
import type { Db } from '../src/server/db/database';
import type { BenchCarrier } from './loadsBoard';
import { timed, type Figure } from './loadsFigures';

const INVOICES = 5_000;

/** A busy carrier's invoices: one per delivered load and more on the same loads, a third still pending. */
export async function insertInvoices(db: Db, carrier: BenchCarrier, deliveredIds: readonly number[], now: Date): Promise<void> {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const rows = Array.from({ length: INVOICES }, (_, n) => {
    const pending = n % 3 === 0;
    const invoicedIn = -1 - (n % 170);
    return {
      clientId: carrier.clientId, loadId: deliveredIds[n % deliveredIds.length], amountCents: 60_000 + (n % 90) * 1_111,
      carrierPayCents: 62_000 + (n % 90) * 1_111, vehicleCount: 1 + (n % 8), gapInsuranceCents: 175 * (1 + (n % 8)),
      paymentTermCode: 'ACH30', paymentTermFeeBasisPoints: 0, paymentTermFeeCents: 0,
      status: pending ? 'Pending' as const : 'Paid' as const, invoicedDate: day(invoicedIn),
      estimatedPayDate: pending ? day(invoicedIn + 30) : null, paidDate: pending ? null : day(Math.min(0, invoicedIn + 30)), driverFullName: null,
    };
  });
  for (let start = 0; start < rows.length; start += 2_000) {
    await insertMany(db.db, db.dialect, 'invoices', rows.slice(start, start + 2_000));
  }
}

/** Each dashboard call (account spec 7) as the busy carrier's dashboard makes it, 200 times after 20 to warm up. */
export async function timeDashboardCalls(app: FastifyInstance, headers: Record<string, string>, now: Date): Promise<Figure[]> {
  const iso = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  const calls: [string, string][] = [
    ['Dashboard: MyTasks', 'CarrierLoads/MyTasks'],
    ['Dashboard: InsuranceExpiration', 'Carriers/InsuranceExpiration'],
    ['Dashboard: newLoadsToday', `CarrierLoads/newLoadsToday?visibleToCarriersFrom=${iso(1)}&visibleToCarriersThru=${iso(0)}`],
    ['Dashboard: LoadTrends, a year against the one before',
      `CarrierLoads/LoadTrends?fromStart=${iso(365)}&fromEnd=${iso(0)}&compareToStart=${iso(730)}&compareToEnd=${iso(365)}`],
    ['Dashboard: SixMonthPaymentSummary', 'CarrierLoads/SixMonthPaymentSummary'],
    ['Dashboard: SixMonthLoadSummary', 'CarrierLoads/SixMonthLoadSummary'],
    ['Dashboard: SixMonthRevenueSummary (MidAtlantic)', 'CarrierLoads/SixMonthRevenueSummary'],
  ];
  const figures: Figure[] = [];
  for (const [what, path] of calls) {
    const url = `/api/${path}${path.includes('?') ? '&' : '?'}SourceApplication=CarrierPortal`;
    const call = async () => {
      const response = await app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200) throw new Error(`${path}: HTTP ${response.statusCode} ${response.body.slice(0, 300)}`);
      return response.body;
    };
    await timed(20, call);
    let body = '';
    const samples = await timed(200, async () => { body = await call(); });
    figures.push({ what, samples, note: `${body.length.toLocaleString('en-US')} bytes` });
  }
  return figures;
}
