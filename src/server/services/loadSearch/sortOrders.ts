import type { SearchSortField } from '../../../shared/loads';
import type { LoadColumns } from './columns';

/** The column each sort field of spec section 9 orders by (docs/decisions.md, Load search). */
export const sortColumnOf = {
  Rate: 'rate',
  Units: 'vehicleCount',
  Miles: 'miles',
  AvailableDate: 'earliestPickup',
  DeliveryDate: 'earliestDelivery',
  OriginCity: 'cityRank',
} as const satisfies Record<SearchSortField, keyof LoadColumns['floats']>;

export type SortOrders = Record<SearchSortField, Int32Array>;

/**
 * Slots [0, count) ascending by (key, load id); descending is the same list read backwards. Needs slots in
 * load id order (the index lays them out so), because the tie-break is folded into one number per slot —
 * key rank × count + slot — and sorted by the engine's native numeric sort, about 20× a comparator sort.
 */
function orderBy(keys: Float64Array, count: number): Int32Array {
  const distinct = keys.slice(0, count).sort();
  let unique = 0;
  for (let i = 0; i < count; i++) if (i === 0 || distinct[i] !== distinct[unique - 1]) distinct[unique++] = distinct[i];
  const combined = new Float64Array(count);
  for (let slot = 0; slot < count; slot++) {
    const key = keys[slot];
    let low = 0;
    let high = unique - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (distinct[mid] < key) low = mid + 1;
      else high = mid;
    }
    combined[slot] = low * count + slot;
  }
  combined.sort();
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = combined[i] % count;
  return order;
}

export function buildSortOrders(columns: LoadColumns, count: number): SortOrders {
  const orders = {} as SortOrders;
  for (const [field, column] of Object.entries(sortColumnOf) as [SearchSortField, keyof LoadColumns['floats']][]) {
    orders[field] = orderBy(columns.floats[column], count);
  }
  return orders;
}

/** Compares two slots as the sort does (ascending); the load id breaks ties. */
export function compareSlots(columns: LoadColumns, field: SearchSortField, a: number, b: number): number {
  const keys = columns.floats[sortColumnOf[field]];
  const difference = keys[a] - keys[b];
  if (difference < 0 || difference > 0) return difference;
  if (keys[a] !== keys[b]) return keys[a] < keys[b] ? -1 : 1;
  return columns.floats.id[a] - columns.floats.id[b];
}
