import type { Kysely } from 'kysely';
import type { MyTasks } from '../../shared/dashboard';
import type { Database } from '../db/tables';
import { LOAD_LISTS } from './loadListKinds';
import { countLoadList, type ListFilter } from './loadLists';
import type { LoadViewer } from './loads';

type Count = { count: number | string | bigint };

/** The four task counts: the same lists the Loads tabs show, unfiltered, and the carrier's pending invoices. */
export async function findMyTasks(db: Kysely<Database>, viewer: LoadViewer, everything: ListFilter, now: Date): Promise<MyTasks> {
  const [inRouteCount, pendingPickupCount, savedCount, pendingPayments] = await Promise.all([
    countLoadList(db, viewer, LOAD_LISTS.inRoute, everything, now),
    countLoadList(db, viewer, LOAD_LISTS.pendingPickup, everything, now),
    countLoadList(db, viewer, LOAD_LISTS.favorites, everything, now),
    db.selectFrom('invoices').select((eb) => eb.fn.countAll<Count['count']>().as('count'))
      .where('clientId', '=', viewer.clientId).where('status', '=', 'Pending').executeTakeFirstOrThrow(),
  ]);
  return { inRouteCount, pendingPickupCount, savedCount, pendingPaymentCount: Number(pendingPayments.count) };
}

/** Loads put on the board within the window (both ends included) that are still there to be claimed. */
export async function countNewLoads(db: Kysely<Database>, from: string, thru: string): Promise<number> {
  const row = await db.selectFrom('loads').select((eb) => eb.fn.countAll<Count['count']>().as('count'))
    .where('visibleToCarriersFrom', '>=', from).where('visibleToCarriersFrom', '<=', thru)
    .where('visibleToCarriers', '=', 1).where('orderStatus', '=', 'Available').where('carrierClientId', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
