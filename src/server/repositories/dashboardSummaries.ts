import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { MonthOfLoads, MonthOfRevenue, TrendFigures } from '../../shared/dashboard';
import type { Database } from '../db/tables';

/** A UTC calendar month: its 'YYYY-MM' key and the instants (ISO text, as stored) it starts and ends at. */
export interface Month {
  key: string;
  start: string;
  end: string;
}

type Loads = ExpressionBuilder<Database, 'loads'>;
type Sum = number | string | bigint | null;

/* Instants are ISO text in UTC on both databases, so a month is the text's first seven characters. */
const deliveredMonth = (eb: Loads) => eb.fn<string>('substr', [eb.ref('actualDelivery'), sql.lit(1), sql.lit(7)]);
const postedMonth = (eb: Loads) => eb.fn<string>('substr', [eb.ref('visibleToCarriersFrom'), sql.lit(1), sql.lit(7)]);

const cents = (dollars: Sum) => Math.round(Number(dollars ?? 0) * 100);
const perMileCents = (rate: Sum, miles: Sum) => (Number(miles ?? 0) > 0 ? Math.round((Number(rate) * 100) / Number(miles)) : null);

function deliveredBy(db: Kysely<Database>, clientId: number, start: string, end: string) {
  return db.selectFrom('loads')
    .where('carrierClientId', '=', clientId).where('orderStatus', '=', 'Delivered')
    .where('actualDelivery', '>=', start).where('actualDelivery', '<', end);
}

const sums = (eb: Loads) => [
  eb.fn.countAll<number | string | bigint>().as('loadCount'),
  eb.fn.sum<Sum>('vehicleCount').as('vehicleCount'),
  eb.fn.sum<Sum>('miles').as('miles'),
  eb.fn.sum<Sum>('rate').as('rate'),
];

/** What the carrier delivered from `start` (included) to `end` (excluded). */
export async function findTrendFigures(db: Kysely<Database>, clientId: number, start: string, end: string): Promise<TrendFigures> {
  const row = await deliveredBy(db, clientId, start, end).select(sums).executeTakeFirstOrThrow();
  return {
    loadCount: Number(row.loadCount), vehicleCount: Number(row.vehicleCount ?? 0),
    miles: Math.round(Number(row.miles ?? 0)), revenueCents: cents(row.rate),
  };
}

/** Loads and vehicles the carrier delivered in each month, every month present. */
export async function findMonthlyLoads(db: Kysely<Database>, clientId: number, months: readonly Month[]): Promise<MonthOfLoads[]> {
  const rows = await deliveredBy(db, clientId, months[0].start, months[months.length - 1].end)
    .select((eb) => [deliveredMonth(eb).as('month'), ...sums(eb)]).groupBy(deliveredMonth).execute();
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map(({ key }) => {
    const row = byMonth.get(key);
    return { month: key, loadCount: Number(row?.loadCount ?? 0), vehicleCount: Number(row?.vehicleCount ?? 0) };
  });
}

/**
 * The carrier's pay per mile on the loads it delivered each month, beside the board's: loads posted that month
 * from the region's states.
 */
export async function findMonthlyRevenue(
  db: Kysely<Database>, clientId: number, regionStates: readonly string[], months: readonly Month[],
): Promise<MonthOfRevenue[]> {
  const [start, end] = [months[0].start, months[months.length - 1].end];
  const [own, region] = await Promise.all([
    deliveredBy(db, clientId, start, end)
      .select((eb) => [deliveredMonth(eb).as('month'), eb.fn.sum<Sum>('miles').as('miles'), eb.fn.sum<Sum>('rate').as('rate')])
      .groupBy(deliveredMonth).execute(),
    db.selectFrom('loads')
      .where('originState', 'in', [...regionStates]).where('visibleToCarriersFrom', '>=', start).where('visibleToCarriersFrom', '<', end)
      .select((eb) => [postedMonth(eb).as('month'), eb.fn.sum<Sum>('miles').as('miles'), eb.fn.sum<Sum>('rate').as('rate')])
      .groupBy(postedMonth).execute(),
  ]);
  const ownByMonth = new Map(own.map((row) => [row.month, row]));
  const regionByMonth = new Map(region.map((row) => [row.month, row]));
  return months.map(({ key }) => {
    const mine = ownByMonth.get(key);
    const board = regionByMonth.get(key);
    return {
      month: key,
      revenuePerMileCents: mine ? perMileCents(mine.rate, mine.miles) : null,
      regionRevenuePerMileCents: board ? perMileCents(board.rate, board.miles) : null,
    };
  });
}
