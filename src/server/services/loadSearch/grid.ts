import type { LoadColumns } from './columns';
import type { SearchCircle } from './distance';

const lonCells = 360;
export const cellOf = (lat: number, lon: number) =>
  Math.floor(Math.min(89.999, Math.max(-90, lat)) + 90) * lonCells + ((((Math.floor(lon + 180)) % lonCells) + lonCells) % lonCells);

/**
 * Slots by one-degree cell of latitude and longitude, laid out cell after cell with a copy of their coordinates,
 * so a radius search reads a few contiguous runs (a 200-mile circle covers about 40 cells) instead of jumping
 * around a million loads. Built once per layout; loads added later are tested separately by the query.
 */
export class SlotGrid {
  private readonly start = new Map<number, number>();
  private readonly end = new Map<number, number>();
  private readonly slots: Int32Array;
  private readonly lat: Float64Array;
  private readonly lon: Float64Array;
  private readonly cos: Float64Array;

  constructor(columns: LoadColumns, end: 'origin' | 'destination') {
    const f = columns.floats;
    const lats = end === 'origin' ? f.originLat : f.destinationLat;
    const lons = end === 'origin' ? f.originLon : f.destinationLon;
    const coss = end === 'origin' ? f.originCos : f.destinationCos;
    const count = columns.size;
    const cells = new Float64Array(count);
    for (let slot = 0; slot < count; slot++) cells[slot] = cellOf(lats[slot], lons[slot]) * count + slot;
    cells.sort();
    this.slots = new Int32Array(count);
    this.lat = new Float64Array(count);
    this.lon = new Float64Array(count);
    this.cos = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      const slot = cells[i] % count;
      const cell = (cells[i] - slot) / count;
      if (!this.start.has(cell)) this.start.set(cell, i);
      this.end.set(cell, i + 1);
      this.slots[i] = slot;
      this.lat[i] = lats[slot];
      this.lon[i] = lons[slot];
      this.cos[i] = coss[slot];
    }
  }

  /** Writes the slots inside the circle into `out` and answers how many. */
  slotsWithin(circle: SearchCircle, out: Int32Array): number {
    const { minLat, maxLat, minLon, maxLon } = circle.boundingBox();
    const firstRow = Math.floor(minLat + 90);
    const lastRow = Math.floor(Math.min(89.999, maxLat) + 90);
    const firstColumn = Math.floor(minLon + 180);
    const lastColumn = Math.min(firstColumn + lonCells - 1, Math.floor(maxLon + 180));
    const { slots, lat, lon, cos } = this;
    let count = 0;
    for (let row = firstRow; row <= lastRow; row++) {
      for (let column = firstColumn; column <= lastColumn; column++) {
        const cell = row * lonCells + (((column % lonCells) + lonCells) % lonCells);
        const from = this.start.get(cell);
        if (from === undefined) continue;
        const to = this.end.get(cell)!;
        for (let i = from; i < to; i++) if (circle.contains(lat[i], lon[i], cos[i])) out[count++] = slots[i];
      }
    }
    return count;
  }
}
