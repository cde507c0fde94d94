import type { Kysely } from 'kysely';
import type { Database, OrderStatus } from '../../db/tables';
import { isAvailableLoad } from '../../repositories/loads';
import { indexedColumns, type IndexedLoadRow } from './columns';

/** The database side of the index: available loads in id order, and loads by id. */

const pageSize = 20_000;

const availabilityColumns = ['carrierClientId', 'orderStatus', 'visibleToCarriers', 'updatedAt'] as const;

export type SourceRow = IndexedLoadRow & { carrierClientId: number | null; orderStatus: OrderStatus; visibleToCarriers: 0 | 1; updatedAt: string };

/**
 * Every load available on `today` ('YYYY-MM-DD'), a page at a time in id order to keep memory flat. Pages walk
 * the primary key and availability is judged here: filtering in SQL lets a planner pick the carrier index and
 * sort nearly every row for each page.
 */
export async function* availableLoadRows(db: Kysely<Database>, today: string): AsyncGenerator<IndexedLoadRow[]> {
  let afterId: number | null = null;
  for (;;) {
    const rows = await db.selectFrom('loads').select([...indexedColumns, ...availabilityColumns])
      .$if(afterId !== null, (query) => query.where('id', '>', afterId!)).orderBy('id').limit(pageSize).execute();
    if (rows.length === 0) return;
    yield rows.filter((row) => isAvailableLoad(row, today));
    afterId = rows[rows.length - 1].id;
    if (rows.length < pageSize) return;
  }
}

export async function loadRowsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<SourceRow[]> {
  const rows: SourceRow[] = [];
  for (let start = 0; start < ids.length; start += 5_000) {
    const batch = ids.slice(start, start + 5_000);
    rows.push(...await db.selectFrom('loads').select([...indexedColumns, ...availabilityColumns]).where('id', 'in', batch).execute());
  }
  return rows;
}
