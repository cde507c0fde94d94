import { ALIVE, type LoadColumns } from './columns';
import type { SearchCircle } from './distance';

/** Every test of a search, as bounds over the columns; a test that is off is null or an unbounded limit. */
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
  marks: Uint8Array;
  epoch: number;
  newer: number[];
}

/**
 * Each test: when it is on, the columns and bounds it reads (hoisted out of the loop), and its code; coordinates
 * are divided by their columns' scales, written into the code as constants.
 */
const checks: { on: (tests: MatchTests) => boolean; reads: string[]; code: string | ((scales: LoadColumns['scales']) => string) }[] = [
  { on: (t) => t.earliestPickupThru !== Infinity, reads: ['f.earliestPickupDay', 'p.earliestPickupThru'], code: 'earliestPickupDay[s] > earliestPickupThru' },
  { on: (t) => t.flagMask !== 0, reads: ['p.flagMask', 'p.flagValue'], code: '(flags[s] & flagMask) !== flagValue' },
  {
    on: (t) => t.minPricePerMile !== -Infinity,
    reads: ['f.rate', 'f.miles', 'p.minPricePerMile'],
    code: '(miles[s] > 0 ? rate[s] / miles[s] : 0) < minPricePerMile',
  },
  { on: (t) => t.maxVehicles !== Infinity, reads: ['f.vehicleCount', 'p.maxVehicles'], code: 'vehicleCount[s] > maxVehicles' },
  { on: (t) => t.maxWeight !== Infinity, reads: ['f.weight', 'p.maxWeight'], code: 'weight[s] > maxWeight' },
  { on: (t) => t.minMiles !== -Infinity || t.maxMiles !== Infinity, reads: ['f.miles', 'p.minMiles', 'p.maxMiles'], code: 'miles[s] < minMiles || miles[s] > maxMiles' },
  { on: (t) => t.originStates !== null, reads: ['c.originState', 'p.originStates'], code: 'originStates[originState[s]] === 0' },
  { on: (t) => t.destinationStates !== null, reads: ['c.destinationState', 'p.destinationStates'], code: 'destinationStates[destinationState[s]] === 0' },
  {
    on: (t) => t.origin !== null,
    reads: ['f.originLat', 'f.originLon', 'p.origin'],
    code: (k) => `!origin.contains(originLat[s] / ${k.originLat}, originLon[s] / ${k.originLon})`,
  },
  {
    on: (t) => t.destination !== null,
    reads: ['f.destinationLat', 'f.destinationLon', 'p.destination'],
    code: (k) => `!destination.contains(destinationLat[s] / ${k.destinationLat}, destinationLon[s] / ${k.destinationLon})`,
  },
];

/** The tests a search turns on, with their code for the columns' scales now. */
function activeChecks(tests: MatchTests, scales: LoadColumns['scales']): { reads: string[]; code: string }[] {
  return checks.filter(({ on }) => on(tests)).map(({ reads, code }) => ({ reads, code: typeof code === 'string' ? code : code(scales) }));
}

type Scan = (c: LoadColumns, p: MatchTests, list: ArrayLike<number> | null, from: number, to: number, count: number, m: Match, orderedCount: number) => number;
const scans = new Map<string, Scan>();

/**
 * One loop per combination of active tests, compiled on first use: the loop then does only the work the search
 * asks for (a search with no filters reads two columns per load), which a generic loop cannot.
 */
function scanFor(tests: MatchTests, scales: LoadColumns['scales'], listed: boolean, countOnly: boolean): Scan {
  const active = activeChecks(tests, scales);
  const key = `${listed}:${countOnly}:${active.map(({ code }) => code).join()}`;
  let scan = scans.get(key);
  if (!scan) {
    const reads = [...new Set(active.flatMap(({ reads: names }) => names))].map((name) => `const ${name.slice(2)} = ${name};`);
    const slot = `const s = ${listed ? 'list[k]' : 'k'};`;
    const markLoop = `
      for (let k = from; k < to; k++) {
        ${slot}
        if ((flags[s] & ${ALIVE}) === 0 || latestPickupDay[s] < latestPickupFrom) continue;
        ${active.map(({ code }) => `if (${code}) continue;`).join('\n        ')}
        marks[s] = stamp;
        found[count++] = s;
        if (s >= orderedCount) newer.push(s);
      }`;
    // Counting only: every test is evaluated and or-ed without branches, which mispredict on dense answers.
    const countLoop = `
      for (let k = from; k < to; k++) {
        ${slot}
        const pass = (((flags[s] & ${ALIVE}) === 0) | (latestPickupDay[s] < latestPickupFrom)${active.map(({ code }) => ` | (${code})`).join('')}) ^ 1;
        count += pass;
        if (s >= orderedCount && pass === 1) newer.push(s);
      }`;
    const body = `
      const f = c.values, flags = c.flags, latestPickupDay = f.latestPickupDay, latestPickupFrom = p.latestPickupFrom;
      const marks = m.marks, found = m.slots, stamp = m.epoch, newer = m.newer;
      ${reads.join('\n      ')}
      ${countOnly ? countLoop : markLoop}
      return count;
      //# sourceURL=scan:${encodeURIComponent(key)}`;
    // The source URL names each compiled loop by its tests in a CPU profile.
    scan = new Function('c', 'p', 'list', 'from', 'to', 'count', 'm', 'orderedCount', body) as Scan;
    scans.set(key, scan);
  }
  return scan;
}

// Queries run one at a time on the event loop, so one scratch area serves them all.
// Marks are one byte: a query's epoch is 1 to 255, and the marks are cleared when it comes round (1 MB every
// 255 queries at a million loads, against 4 MB kept for 32-bit epochs).
const scratch: Match = { count: 0, slots: new Int32Array(0), marks: new Uint8Array(0), epoch: 0, newer: [] };

function freshScratch(size: number, countOnly: boolean): Match {
  if (countOnly) {
    scratch.count = 0;
    scratch.newer = [];
    return scratch;
  }
  if (scratch.marks.length < size) {
    scratch.marks = new Uint8Array(Math.ceil(size * 1.25));
    scratch.slots = new Int32Array(Math.ceil(size * 1.25));
    scratch.epoch = 0;
  }
  scratch.epoch = scratch.epoch === 0xff ? 1 : scratch.epoch + 1;
  if (scratch.epoch === 1) scratch.marks.fill(0);
  scratch.count = 0;
  scratch.newer = [];
  return scratch;
}

/** Candidates and the tests they still need: lists of slots, or runs of slots (pairs of bounds [from, to)). */
export type CandidateGroup = { tests: MatchTests } & ({ lists: ArrayLike<number>[] } | { ranges: readonly number[] });

/**
 * Tests every group's candidates and marks those that pass. With `countOnly` nothing is marked or listed:
 * only the count and the slots past the sort orders (`newer`) are answered, which is all a walk of the
 * precomputed order needs next to `slotTest`.
 */
export function matchSlots(columns: LoadColumns, groups: readonly CandidateGroup[], orderedCount: number, countOnly = false): Match {
  const match = freshScratch(columns.size, countOnly);
  let count = 0;
  for (const group of groups) {
    if ('lists' in group) {
      const scan = scanFor(group.tests, columns.scales, true, countOnly);
      for (const list of group.lists) count = scan(columns, group.tests, list, 0, list.length, count, match, orderedCount);
    } else if (group.ranges.length > 0) {
      const scan = scanFor(group.tests, columns.scales, false, countOnly);
      for (let k = 0; k < group.ranges.length; k += 2) count = scan(columns, group.tests, null, group.ranges[k], group.ranges[k + 1], count, match, orderedCount);
    }
  }
  match.count = count;
  return match;
}

type SlotTest = (c: LoadColumns, p: MatchTests) => (s: number) => boolean;
const slotTests = new Map<string, SlotTest>();

/** Whether one slot passes every test (the same code as the scans), for walking an order without marks. */
export function slotTest(columns: LoadColumns, tests: MatchTests): (slot: number) => boolean {
  const active = activeChecks(tests, columns.scales);
  const key = active.map(({ code }) => code).join();
  let make = slotTests.get(key);
  if (!make) {
    const reads = [...new Set(active.flatMap(({ reads: names }) => names))].map((name) => `const ${name.slice(2)} = ${name};`);
    const body = `
      const f = c.values, flags = c.flags, latestPickupDay = f.latestPickupDay, latestPickupFrom = p.latestPickupFrom;
      ${reads.join('\n      ')}
      return (s) => {
        if ((flags[s] & ${ALIVE}) === 0 || latestPickupDay[s] < latestPickupFrom) return false;
        ${active.map(({ code }) => `if (${code}) return false;`).join('\n        ')}
        return true;
      };`;
    make = new Function('c', 'p', body) as SlotTest;
    slotTests.set(key, make);
  }
  return make(columns, tests);
}
