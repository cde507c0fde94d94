import type { LoadColumns } from './columns';

/** Slots by state code, one contiguous run per state, for searches that name states without coordinates. */
export class StateBuckets {
  private readonly starts: Int32Array;
  private readonly slots: Int32Array;

  constructor(columns: LoadColumns, end: 'origin' | 'destination') {
    const codes = end === 'origin' ? columns.originState : columns.destinationState;
    const stateCount = columns.stateCodes.size + 2;
    this.starts = new Int32Array(stateCount + 1);
    for (let slot = 0; slot < columns.size; slot++) this.starts[codes[slot] + 1]++;
    for (let code = 1; code <= stateCount; code++) this.starts[code] += this.starts[code - 1];
    const next = this.starts.slice();
    this.slots = new Int32Array(columns.size);
    for (let slot = 0; slot < columns.size; slot++) this.slots[next[codes[slot]]++] = slot;
  }

  /** The runs of slots of the states marked in `lookup` (indexed by state code). */
  runsOf(lookup: Uint8Array): Int32Array[] {
    const runs: Int32Array[] = [];
    for (let code = 0; code < lookup.length && code + 1 < this.starts.length; code++) {
      if (lookup[code] === 1 && this.starts[code + 1] > this.starts[code]) runs.push(this.slots.subarray(this.starts[code], this.starts[code + 1]));
    }
    return runs;
  }
}
