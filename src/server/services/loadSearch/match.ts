import type { LoadColumns } from './columns';
import type { SearchCircle } from './distance';

/** Every test of a search, as bounds over the columns; a test that is off has an unbounded limit. */
export interface MatchTests {
  origin: SearchCircle | null;
  destination: SearchCircle | null;
  originStates: Uint8Array | null;
  destinationStates: Uint8Array | null;
  latestPickupFrom: number;
  earliestPickupThru: number;
  minPricePerMile: number;
  maxVehicles: number;
  maxWeight: number;
  minMiles: number;
  maxMiles: number;
  flagMask: number;
  flagValue: number;
}

/** Matching slots: listed in `slots`, marked `marks[slot] === epoch`, and those past the sort orders in `newer`. */
export interface Match {
  count: number;
  slots: Int32Array;
  marks: Uint32Array;
  epoch: number;
  newer: number[];
}

// Queries run one at a time on the event loop, so one scratch area serves them all.
let marks = new Uint32Array(0);
let slots = new Int32Array(0);
let epoch = 0;

function scratchFor(size: number): void {
  if (marks.length < size) {
    marks = new Uint32Array(Math.ceil(size * 1.25));
    slots = new Int32Array(Math.ceil(size * 1.25));
    epoch = 0;
  }
  epoch = epoch === 0xffffffff ? 1 : epoch + 1;
  if (epoch === 1) marks.fill(0);
}

/** Tests the candidate slots (every slot when `candidates` is null) and marks those that pass. */
export function matchSlots(columns: LoadColumns, candidates: ArrayLike<number>[] | null, orderedCount: number, tests: MatchTests): Match {
  scratchFor(columns.size);
  const { alive, flags, originState, destinationState } = columns;
  const f = columns.floats;
  const { origin, destination, originStates, destinationStates, latestPickupFrom, earliestPickupThru, minPricePerMile,
    maxVehicles, maxWeight, minMiles, maxMiles, flagMask, flagValue } = tests;
  const newer: number[] = [];
  let count = 0;
  const test = (slot: number) => {
    if (alive[slot] === 0) return;
    if (f.latestPickup[slot] < latestPickupFrom || f.earliestPickup[slot] > earliestPickupThru) return;
    if ((flags[slot] & flagMask) !== flagValue) return;
    if (f.pricePerMile[slot] < minPricePerMile || f.vehicleCount[slot] > maxVehicles || f.weight[slot] > maxWeight) return;
    if (f.miles[slot] < minMiles || f.miles[slot] > maxMiles) return;
    if (originStates !== null && originStates[originState[slot]] === 0) return;
    if (destinationStates !== null && destinationStates[destinationState[slot]] === 0) return;
    if (origin !== null && !origin.contains(f.originLat[slot], f.originLon[slot], f.originCos[slot])) return;
    if (destination !== null && !destination.contains(f.destinationLat[slot], f.destinationLon[slot], f.destinationCos[slot])) return;
    marks[slot] = epoch;
    slots[count++] = slot;
    if (slot >= orderedCount) newer.push(slot);
  };
  if (candidates === null) {
    for (let slot = 0; slot < columns.size; slot++) test(slot);
  } else {
    for (const list of candidates) for (let i = 0; i < list.length; i++) test(list[i]);
  }
  return { count, slots, marks, epoch, newer };
}
