import { originCityKey } from '../../../shared/cityOrder';
import { firstIndexWhere } from '../../../shared/firstIndexWhere';
import { ENCLOSED, INOPERABLE, type LoadColumns } from './columns';
import type { PlaceFilter, SearchFilter } from './criteria';
import { SearchCircle } from './distance';
import type { SlotGrid } from './grid';
import { slotComparer, sortColumnOf, type SearchOrder, type SortCursor, type SortOrders } from './sortOrders';
import { matchSlots, slotTest, type CandidateGroup, type Match, type MatchTests } from './match';
import type { StateBuckets } from './stateBuckets';

/** What a query reads: the columns, the sort orders of slots [0, orderedCount) and the two grids. */
export interface IndexView {
  columns: LoadColumns;
  orders: SortOrders | null;
  orderedCount: number;
  originGrid: SlotGrid;
  destinationGrid: SlotGrid;
  originBuckets: StateBuckets;
  destinationBuckets: StateBuckets;
}

export interface IndexAnswer {
  ids: number[];
  total: number;
  /** Where the page ended, for the next page to continue from; null for an empty page. */
  last: SortCursor | null;
}

/** Whether a slot lies strictly after the cursor in the order the cursor names (the load id breaks ties). */
type AfterTest = (slot: number) => boolean;

function afterTestOf(columns: LoadColumns, cursor: SortCursor): AfterTest {
  const keys = columns.values[sortColumnOf[cursor.order]];
  const ids = columns.values.id;
  const key = typeof cursor.key === 'string' ? columns.cities.rankOfKey(cursor.key) : cursor.key;
  const { id, ascending } = cursor;
  return ascending
    ? (slot) => keys[slot] > key || (keys[slot] === key && ids[slot] > id)
    : (slot) => keys[slot] < key || (keys[slot] === key && ids[slot] < id);
}

function cursorOf(columns: LoadColumns, filter: SearchFilter, slot: number): SortCursor {
  const { sortField: order, sortAscending: ascending } = filter;
  const id = columns.values.id[slot];
  if (order === 'OriginCity') {
    const { city, state } = columns.cities.placeOf(columns.cityKey[slot]);
    return { order, ascending, key: originCityKey(city, state), id };
  }
  return { order, ascending, key: columns.values[sortColumnOf[order]][slot], id };
}

function answerOf(columns: LoadColumns, filter: SearchFilter, slots: readonly number[], total: number): IndexAnswer {
  const last = slots.length > 0 ? cursorOf(columns, filter, slots[slots.length - 1]) : null;
  return { ids: slots.map((slot) => columns.values.id[slot]), total, last };
}

// Past this many matches they are dense enough that walking the precomputed order reaches the page within a few
// hundred steps, however the page lies.
const pickFromMatchesLimit = 200_000;

/** The `need` first slots in `compare` order: one comparison per match once the page is full. */
function firstInOrder(slots: Int32Array, count: number, need: number, compare: (a: number, b: number) => number): number[] {
  const best: number[] = [];
  for (let i = 0; i < count; i++) {
    const slot = slots[i];
    if (best.length === need && compare(slot, best[need - 1]) >= 0) continue;
    best.splice(firstIndexWhere(best.length, (i) => compare(best[i], slot) > 0), 0, slot);
    if (best.length > need) best.pop();
  }
  return best;
}

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

let circleSlots = new Int32Array(0);

/**
 * Where to look: the named loads; else the grid cells under a circle; else the named states' runs; else
 * everything. Slots added since the layout are not in the grids or runs and are tested with every test.
 */
function candidateGroups(view: IndexView, filter: SearchFilter, tests: MatchTests): CandidateGroup[] {
  const { columns, orderedCount } = view;
  const newer: CandidateGroup = { tests, ranges: [orderedCount, columns.size] };
  if (filter.orderIds) {
    const slots = filter.orderIds.map((id) => columns.slotOfId.get(id)).filter((slot): slot is number => slot !== undefined);
    return [{ tests, lists: [slots] }];
  }
  if (tests.origin || tests.destination) {
    if (circleSlots.length < columns.size) circleSlots = new Int32Array(Math.ceil(columns.size * 1.25));
    const within = tests.origin
      ? view.originGrid.candidatesWithin(tests.origin, tests, { ...tests, origin: null }, circleSlots)
      : view.destinationGrid.candidatesWithin(tests.destination!, tests, { ...tests, destination: null }, circleSlots);
    return [...within, newer];
  }
  if (tests.originStates) return [{ tests: { ...tests, originStates: null }, lists: view.originBuckets.runsOf(tests.originStates) }, newer];
  if (tests.destinationStates) {
    return [{ tests: { ...tests, destinationStates: null }, lists: view.destinationBuckets.runsOf(tests.destinationStates) }, newer];
  }
  return [{ tests, ranges: [0, columns.size] }];
}

/** Sort keys no match can lie outside of, from the tests on the sort field's own column. */
function keyBounds(field: SearchOrder, tests: MatchTests): [number, number] {
  if (field === 'PickupDate') return [-Infinity, tests.earliestPickupThru];
  if (field === 'Units') return [-Infinity, tests.maxVehicles];
  if (field === 'Miles') return [tests.minMiles, tests.maxMiles];
  return [-Infinity, Infinity];
}

/** The first position of `order` whose slot passes `past` ((key, id) ascend along the order). */
function firstPosition(order: Int32Array, count: number, past: (slot: number) => boolean): number {
  return firstIndexWhere(count, (i) => past(order[i]));
}

/**
 * The first `need` slots of the precomputed order that pass `passes` (reading the order backwards when
 * descending), merged with the matches past the orders; null when `budget` steps did not reach them.
 */
function walkOrder(
  view: IndexView, field: SearchOrder, ascending: boolean, need: number, tests: MatchTests,
  passes: (slot: number) => boolean, newer: number[], budget: number, after: AfterTest | null,
): number[] | null {
  const { columns, orders, orderedCount } = view;
  const order = orders![field];
  // A filter on the sort column itself bounds the walk: no match lies outside [low, high).
  const keys = columns.values[sortColumnOf[field]];
  const [lowKey, highKey] = keyBounds(field, tests);
  let low = firstPosition(order, orderedCount, (slot) => keys[slot] >= lowKey);
  let high = firstPosition(order, orderedCount, (slot) => keys[slot] > highKey);
  // A cursor bounds it too: ascending, the slots past it; descending (read backwards), the slots before it.
  if (after && ascending) low = Math.max(low, firstPosition(order, orderedCount, after));
  if (after && !ascending) high = Math.min(high, firstPosition(order, orderedCount, (slot) => !after(slot)));
  const fromOrder: number[] = [];
  if (ascending) {
    const end = Math.min(high, low + budget);
    let i = low;
    for (; i < end && fromOrder.length < need; i++) if (passes(order[i])) fromOrder.push(order[i]);
    if (fromOrder.length < need && i < high) return null;
  } else {
    const end = Math.max(low, high - budget);
    let i = high - 1;
    for (; i >= end && fromOrder.length < need; i--) if (passes(order[i])) fromOrder.push(order[i]);
    if (fromOrder.length < need && i >= low) return null;
  }
  const newerAfter = after ? newer.filter(after) : newer;
  if (newerAfter.length === 0) return fromOrder;
  // Loads added since the orders were built are few; they are merged in by the same comparison.
  const ascendingCompare = slotComparer(columns, field);
  const compare = ascending ? ascendingCompare : (a: number, b: number) => ascendingCompare(b, a);
  return fromOrder.concat(newerAfter).sort(compare).slice(0, need);
}

/**
 * The page from marked matches: walking the precomputed order meets a match every orderedCount / count steps, which
 * is shorter than comparing every match unless the page lies far along the order. Past pickFromMatchesLimit the walk
 * always serves; below it a walk that meets the matches bunched far along the order gives up after a few times the
 * matches' number of steps, and the matches are compared instead.
 */
function sortedPage(
  view: IndexView, match: Match, field: SearchOrder, ascending: boolean, need: number, tests: MatchTests, after: AfterTest | null,
): number[] {
  const { columns, orders, orderedCount } = view;
  if (orders) {
    const { marks, epoch, count } = match;
    const dense = count > pickFromMatchesLimit;
    if (dense || need * orderedCount <= count * count) {
      const walked = walkOrder(view, field, ascending, need, tests, (slot) => marks[slot] === epoch, match.newer, dense ? Infinity : 4 * count, after);
      if (walked) return walked;
    }
  }
  const ascendingCompare = slotComparer(columns, field);
  const compare = ascending ? ascendingCompare : (a: number, b: number) => ascendingCompare(b, a);
  let slots = match.slots.subarray(0, match.count);
  if (after) slots = slots.filter(after);
  if (!orders || need <= 5_000) return firstInOrder(slots, slots.length, need, compare);
  return Array.from(slots).sort(compare).slice(0, need);
}

/** Candidates the groups name (an upper bound of the matches). */
function candidateCount(groups: readonly CandidateGroup[]): number {
  let count = 0;
  for (const group of groups) {
    if ('lists' in group) for (const list of group.lists) count += list.length;
    else for (let k = 0; k < group.ranges.length; k += 2) count += Math.max(0, group.ranges[k + 1] - group.ranges[k]);
  }
  return count;
}

// Steps a walk of an order without marks may take before the page is picked from marked matches instead.
const unmarkedWalkBudget = 100_000;

/**
 * Total matches and the page of load ids, from memory alone: `limit` loads from `offset`, or with a cursor in
 * the filter `limit` loads after it (the offset is then 0). The total counts every match either way.
 */
export function queryIndex(view: IndexView, filter: SearchFilter, today: number, offset: number, limit: number): IndexAnswer {
  const { columns } = view;
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
  const tests: MatchTests = {
    origin: circleOf(filter.origin),
    destination: circleOf(filter.destination),
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
  };
  const groups = candidateGroups(view, filter, tests);
  const after = filter.after ? afterTestOf(columns, filter.after) : null;
  // Many candidates without a circle (Anywhere, regions, big states): count them without marking, then walk
  // the precomputed order testing each slot, which reaches the page in a few hundred steps when matches are
  // dense. Sparse answers (the walk would be long) fall back to marking.
  if (view.orders && !filter.orderIds && !tests.origin && !tests.destination && candidateCount(groups) > pickFromMatchesLimit) {
    const counted = matchSlots(columns, groups, view.orderedCount, true);
    const total = counted.count;
    const want = Math.min(total, offset + limit);
    if (want <= offset) return answerOf(columns, filter, [], total);
    // Matches spread evenly along the order would be met every orderedCount / total steps; a walk that takes
    // many times that (matches bunched at the far end of the order) stops early.
    const expectedSteps = (want * view.orderedCount) / total;
    if (expectedSteps <= unmarkedWalkBudget / 4) {
      const budget = Math.min(unmarkedWalkBudget, Math.max(5_000, expectedSteps * 8));
      const walked = walkOrder(view, filter.sortField, filter.sortAscending, want, tests, slotTest(columns, tests), counted.newer, budget, after);
      if (walked) return answerOf(columns, filter, walked.slice(offset), total);
    }
  }
  const match = matchSlots(columns, groups, view.orderedCount);
  const need = Math.min(match.count, offset + limit);
  if (need <= offset) return answerOf(columns, filter, [], match.count);
  const page = sortedPage(view, match, filter.sortField, filter.sortAscending, need, tests, after).slice(offset);
  return answerOf(columns, filter, page, match.count);
}
