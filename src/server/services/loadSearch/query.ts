import type { SearchSortField } from '../../../shared/loads';
import { ENCLOSED, INOPERABLE, type LoadColumns } from './columns';
import type { PlaceFilter, SearchFilter } from './criteria';
import { SearchCircle } from './distance';
import type { SlotGrid } from './grid';
import { compareSlots, type SortOrders } from './sortOrders';
import { matchSlots, type Match } from './match';

/** What a query reads: the columns, the sort orders of slots [0, orderedCount) and the two grids. */
export interface IndexView {
  columns: LoadColumns;
  orders: SortOrders | null;
  orderedCount: number;
  originGrid: SlotGrid;
  destinationGrid: SlotGrid;
}

export interface IndexAnswer {
  ids: number[];
  total: number;
}

// Below this many matches sorting them outright beats walking a precomputed order.
const directSortLimit = 2_048;

function statesLookup(columns: LoadColumns, place: PlaceFilter): Uint8Array | null {
  if (place.kind !== 'states') return null;
  const lookup = new Uint8Array(columns.stateCodes.size + 1);
  for (const state of place.states) {
    const code = columns.stateCodes.get(state);
    if (code !== undefined) lookup[code] = 1;
  }
  return lookup;
}

const circleOf = (place: PlaceFilter) => (place.kind === 'radius' ? new SearchCircle(place.lat, place.lon, place.miles) : null);

function candidateLists(view: IndexView, filter: SearchFilter, origin: SearchCircle | null, destination: SearchCircle | null): ArrayLike<number>[] | null {
  if (filter.orderIds) {
    const slots = filter.orderIds.map((id) => view.columns.slotOfId.get(id)).filter((slot): slot is number => slot !== undefined);
    return [slots];
  }
  if (origin) return view.originGrid.cellsNear(origin);
  if (destination) return view.destinationGrid.cellsNear(destination);
  return null;
}

function sortedPage(view: IndexView, match: Match, field: SearchSortField, ascending: boolean, need: number): number[] {
  const { columns, orders, orderedCount } = view;
  const compare = ascending
    ? (a: number, b: number) => compareSlots(columns, field, a, b)
    : (a: number, b: number) => compareSlots(columns, field, b, a);
  if (!orders || match.count <= directSortLimit) {
    return Array.from(match.slots.subarray(0, match.count)).sort(compare).slice(0, need);
  }
  const order = orders[field];
  const fromOrder: number[] = [];
  const { marks, epoch } = match;
  if (ascending) {
    for (let i = 0; i < orderedCount && fromOrder.length < need; i++) if (marks[order[i]] === epoch) fromOrder.push(order[i]);
  } else {
    for (let i = orderedCount - 1; i >= 0 && fromOrder.length < need; i--) if (marks[order[i]] === epoch) fromOrder.push(order[i]);
  }
  if (match.newer.length === 0) return fromOrder;
  // Loads added since the orders were built are few; they are merged in by the same comparison.
  return fromOrder.concat(match.newer).sort(compare).slice(0, need);
}

/** Total matches and the page of load ids, from memory alone. */
export function queryIndex(view: IndexView, filter: SearchFilter, today: number, offset: number, limit: number): IndexAnswer {
  const { columns } = view;
  const origin = circleOf(filter.origin);
  const destination = circleOf(filter.destination);
  let flagMask = 0;
  let flagValue = 0;
  if (filter.enclosedTruckRequired !== null) {
    flagMask |= ENCLOSED;
    if (filter.enclosedTruckRequired) flagValue |= ENCLOSED;
  }
  if (filter.inoperable !== 'Any') {
    flagMask |= INOPERABLE;
    if (filter.inoperable === 'InOperable') flagValue |= INOPERABLE;
  }
  const match = matchSlots(columns, candidateLists(view, filter, origin, destination), view.orderedCount, {
    origin, destination,
    originStates: statesLookup(columns, filter.origin),
    destinationStates: statesLookup(columns, filter.destination),
    latestPickupFrom: Math.max(today, filter.availableFromDay ?? -Infinity),
    earliestPickupThru: filter.availableThruDay ?? Infinity,
    minPricePerMile: filter.minPricePerMile ?? -Infinity,
    maxVehicles: filter.maxVehicles ?? Infinity,
    maxWeight: filter.maxWeightLbs ?? Infinity,
    minMiles: filter.minMiles ?? -Infinity,
    maxMiles: filter.maxMiles ?? Infinity,
    flagMask, flagValue,
  });
  const need = Math.min(match.count, offset + limit);
  if (need <= offset) return { ids: [], total: match.count };
  const page = sortedPage(view, match, filter.sortField, filter.sortAscending, need).slice(offset);
  return { ids: page.map((slot) => columns.floats.id[slot]), total: match.count };
}
