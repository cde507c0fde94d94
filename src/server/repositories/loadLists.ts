import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { LoadRecord, SearchSortField } from '../../shared/loads';
import type { Database } from '../db/tables';
import type { LoadListDefinition } from './loadListKinds';
import { addDays, dayInZone, startOfDayInZone } from '../../shared/timeZone';
import { originCityCollator, originCityKey } from '../../shared/cityOrder';
import { toDriverRecord } from './drivers';
import { findLoadRecordsByIds, type LoadReads, type LoadViewer } from './loads';

/** Load search criteria for lists (loads spec 3) as read: every value is known-good or null (left out). */
export interface ListFilter {
  sortField: SearchSortField | null;
  sortAscending: boolean | null;
  driverId: number | null;
  /** 'YYYY-MM-DD', inclusive, on the delivery day. */
  deliveredFrom: string | null;
  deliveredTo: string | null;
  scheduledPickupRange: 'tomorrow' | 'future' | null;
  /** Whose calendar 'tomorrow' and the delivery days are on, and whose clock exports print (IANA name). */
  timeZone: string;
}

export interface ListPage {
  records: LoadRecord[];
  totalRecordCount: number;
}

export interface PageRequest {
  pageNumber: number;
  pageSize: number;
}

type LoadsExpressions = ExpressionBuilder<Database, 'loads'>;

/** Another carrier's load among the favourites: it is ordered and filtered only by what the board showed (issue 21). */
const heldByAnother = (eb: LoadsExpressions, clientId: number) =>
  eb.and([eb('carrierClientId', 'is not', null), eb('carrierClientId', '!=', clientId)]);

/** The day a load is picked up as its card shows it: what happened, else what is scheduled, else the window. */
const pickupDay = (eb: LoadsExpressions, clientId: number) => eb.case().when(heldByAnother(eb, clientId))
  .then(eb.fn.coalesce('earliestPickup', sql.lit('')))
  .else(eb.fn.coalesce('actualPickup', 'scheduledPickup', 'earliestPickup', sql.lit(''))).end();
const deliveryDay = (eb: LoadsExpressions, clientId: number) => eb.case().when(heldByAnother(eb, clientId))
  .then(eb.fn.coalesce('earliestDelivery', sql.lit('')))
  .else(eb.fn.coalesce('actualDelivery', 'scheduledDelivery', 'earliestDelivery', sql.lit(''))).end();
/** Delivered loads by the day they arrived, the others by the day they are due. */
const deliveredOn = (eb: LoadsExpressions) => eb.fn.coalesce('actualDelivery', 'scheduledDelivery');

function listQuery(db: Kysely<Database>, viewer: LoadViewer, list: LoadListDefinition, filter: ListFilter, now: Date) {
  const { driverId, deliveredFrom, deliveredTo, scheduledPickupRange, timeZone } = filter;
  // Times are stored as UTC instants in ISO text, so the viewer's days are ranges of text on both databases.
  const dayStart = (day: string) => startOfDayInZone(day, timeZone);
  const today = dayInZone(now, timeZone);
  const tomorrow = dayStart(addDays(today, 1));
  const afterTomorrow = dayStart(addDays(today, 2));
  const byClaim = driverId !== null || deliveredFrom !== null || deliveredTo !== null || scheduledPickupRange !== null;
  return db.selectFrom('loads')
    // The claim's driver and days are the viewer's to filter by only on its own loads.
    .$if(byClaim, (query) => query.where('carrierClientId', '=', viewer.clientId))
    .$if(list.orderStatus === null, (query) => query.where('id', 'in',
      db.selectFrom('favorites').select('favorites.loadId').where('favorites.userId', '=', viewer.userId)))
    .$if(list.orderStatus !== null, (query) => query
      .where('carrierClientId', '=', viewer.clientId).where('orderStatus', '=', list.orderStatus!))
    .$if(driverId !== null, (query) => query.where('driverId', '=', driverId!))
    .$if(deliveredFrom !== null, (query) => query.where(deliveredOn, '>=', dayStart(deliveredFrom!)))
    .$if(deliveredTo !== null, (query) => query.where(deliveredOn, '<', dayStart(addDays(deliveredTo!, 1))))
    .$if(scheduledPickupRange === 'tomorrow', (query) => query
      .where('scheduledPickup', '>=', tomorrow).where('scheduledPickup', '<', afterTomorrow))
    .$if(scheduledPickupRange === 'future', (query) => query.where('scheduledPickup', '>=', afterTomorrow));
}

/**
 * The page's ids and the size of the whole list. OriginCity is ordered here with the collator search uses, the
 * same on both databases; that reads the whole list anyway, so it is counted too. Other orders are SQL's,
 * counted by a query of their own.
 */
async function pageIdsAndCount(
  db: Kysely<Database>, viewer: LoadViewer, list: LoadListDefinition, filter: ListFilter, page: PageRequest, now: Date,
): Promise<{ ids: number[]; totalRecordCount: number }> {
  const explicit = filter.sortField !== null;
  const field = filter.sortField ?? list.defaultSort.field;
  const ascending = explicit ? filter.sortAscending ?? false : list.defaultSort.ascending;
  const direction = ascending ? 'asc' : 'desc';
  const offset = (page.pageNumber - 1) * page.pageSize;
  const query = listQuery(db, viewer, list, filter, now);

  if (field === 'OriginCity') {
    const rows = await query.select(['id', 'originCity', 'originState']).execute();
    const sign = ascending ? 1 : -1;
    rows.sort((a, b) => sign * (originCityCollator.compare(originCityKey(a.originCity, a.originState), originCityKey(b.originCity, b.originState)) || a.id - b.id));
    return { ids: rows.slice(offset, offset + page.pageSize).map((row) => row.id), totalRecordCount: rows.length };
  }

  const ordered = query.select('id').orderBy((eb: LoadsExpressions) => {
    switch (field) {
      case 'Rate': return eb.ref('rate');
      case 'Units': return eb.ref('vehicleCount');
      case 'Miles': return eb.ref('miles');
      case 'DeliveryDate': return deliveryDay(eb, viewer.clientId);
      case 'Saved': return eb.selectFrom('favorites').select('favorites.createdAt')
        .whereRef('favorites.loadId', '=', 'loads.id').where('favorites.userId', '=', viewer.userId).limit(1);
      default: return pickupDay(eb, viewer.clientId);
    }
  }, direction).orderBy('id', direction);
  const [rows, counted] = await Promise.all([
    ordered.limit(page.pageSize).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number | string | bigint>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.id), totalRecordCount: Number(counted.count) };
}

/** How many loads the list holds under the filter (the dashboard's task counts). */
export async function countLoadList(
  db: Kysely<Database>, viewer: LoadViewer, list: LoadListDefinition, filter: ListFilter, now: Date,
): Promise<number> {
  const counted = await listQuery(db, viewer, list, filter, now)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count')).executeTakeFirstOrThrow();
  return Number(counted.count);
}

/**
 * One page of a carrier's list and the size of the whole list. Another carrier's load among the viewer's
 * favourites answers as it was offered (toLoadRecord narrows it): what that carrier does with it is none of the viewer's business.
 */
export async function findLoadListPage(
  reads: LoadReads, viewer: LoadViewer, list: LoadListDefinition, filter: ListFilter, page: PageRequest, now: Date,
): Promise<ListPage> {
  const { ids, totalRecordCount } = await pageIdsAndCount(reads.db, viewer, list, filter, page, now);
  return { records: await findLoadRecordsByIds(reads, ids, viewer), totalRecordCount };
}

/** Names of the carrier's drivers on these loads ('Unnamed' for a driver without one), for exports. */
export async function findDriverNames(db: Kysely<Database>, clientId: number, loads: readonly LoadRecord[]): Promise<Map<number, string>> {
  const driverIds = [...new Set(loads.map((load) => load.driverId).filter((id): id is number => id !== null))];
  if (driverIds.length === 0) return new Map();
  const rows = await db.selectFrom('drivers').selectAll().where('clientId', '=', clientId).where('id', 'in', driverIds).execute();
  return new Map(rows.map((row) => [row.id, toDriverRecord(row).name || 'Unnamed']));
}
