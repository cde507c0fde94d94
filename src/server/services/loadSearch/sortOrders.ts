import { firstIndexWhere } from '../../../shared/firstIndexWhere';
import type { SearchSortField } from '../../../shared/loads';
import type { LoadColumns, NumberColumn } from './columns';

/**
 * Where a page of a search ended: the sort order, and the sort key and id of the last load shown. The next page
 * holds the loads strictly after (key, id) in that order, so a load that moves meanwhile is neither shown twice
 * nor skipped. OriginCity's key is the 'City, ST' text (its number in the index changes as cities come and go);
 * every other key is the index column's number, ±Infinity for a missing date.
 */
export interface SortCursor {
  order: SearchOrder;
  ascending: boolean;
  key: number | string;
  id: number;
}

/**
 * What a search orders by: a sort field of spec section 9, or the pick-up day, which the 'P/U Date' options
 * ask for with AvailableDate and their sortKey (docs/decisions.md, Load search).
 */
export type SearchOrder = SearchSortField | 'PickupDate';

/** The column each order reads. */
export const sortColumnOf = {
  Rate: 'rate',
  Units: 'vehicleCount',
  Miles: 'miles',
  AvailableDate: 'postedAt',
  PickupDate: 'earliestPickupDay',
  DeliveryDate: 'earliestDeliveryDay',
  OriginCity: 'cityRank',
} as const satisfies Record<SearchOrder, NumberColumn>;

export type SortOrders = Record<SearchOrder, Int32Array>;

/**
 * Slots [0, count) ascending by (key, load id); descending is the same list read backwards. The tie-break is
 * folded into one number per slot — key rank × count + id rank — and sorted by the engine's native numeric sort,
 * about 20× a comparator sort. `slotOfIdRank[r]` is the slot holding the r-th smallest load id.
 */
function orderBy(keys: LoadColumns['values'][NumberColumn], count: number, idRankOfSlot: Int32Array, slotOfIdRank: Int32Array): Int32Array {
  const distinct = keys.slice(0, count).sort();
  let unique = 0;
  for (let i = 0; i < count; i++) if (i === 0 || distinct[i] !== distinct[unique - 1]) distinct[unique++] = distinct[i];
  const combined = new Float64Array(count);
  for (let slot = 0; slot < count; slot++) {
    const key = keys[slot];
    combined[slot] = firstIndexWhere(unique - 1, (i) => distinct[i] >= key) * count + idRankOfSlot[slot];
  }
  combined.sort();
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = slotOfIdRank[combined[i] % count];
  return order;
}

/** `idRankOfSlot[slot]` is the rank of the slot's load id among slots [0, count). */
export function buildSortOrders(columns: LoadColumns, count: number, idRankOfSlot: Int32Array): SortOrders {
  const idOrder = new Int32Array(count);
  for (let slot = 0; slot < count; slot++) idOrder[idRankOfSlot[slot]] = slot;
  const orders = {} as SortOrders;
  for (const [field, column] of Object.entries(sortColumnOf) as [SearchOrder, NumberColumn][]) {
    orders[field] = orderBy(columns.values[column], count, idRankOfSlot, idOrder);
  }
  return orders;
}

/** A comparison of two slots as the sort does it (ascending); the load id breaks ties. */
export function slotComparer(columns: LoadColumns, field: SearchOrder): (a: number, b: number) => number {
  const keys = columns.values[sortColumnOf[field]];
  const ids = columns.values.id;
  return (a, b) => {
    const keyA = keys[a];
    const keyB = keys[b];
    if (keyA < keyB) return -1;
    if (keyA > keyB) return 1;
    return ids[a] - ids[b];
  };
}
