import type { LoadColumns } from './columns';
import type { SearchCircle } from './distance';

const lonCells = 360;
export const cellOf = (lat: number, lon: number) =>
  Math.floor(Math.min(89.999, Math.max(-90, lat)) + 90) * lonCells + ((((Math.floor(lon + 180)) % lonCells) + lonCells) % lonCells);

type Coordinates = Int32Array | Float64Array;

/** Latitudes and longitudes as the columns hold them (divided by their scales they are degrees). */
interface Positions {
  lat: Coordinates;
  lon: Coordinates;
  latScale: number;
  lonScale: number;
}

/**
 * Slots by one-degree cell of latitude and longitude, laid out cell after cell with a copy of their coordinates,
 * so a radius search reads a few contiguous runs (a 200-mile circle covers about 40 cells) instead of jumping
 * around a million loads. When the slots themselves are laid out by these cells (the index lays them out by
 * origin cell) there is nothing to copy: the grid reads the columns. Built once per layout; loads added later
 * are tested separately by the query.
 */
export class SlotGrid {
  private readonly start = new Map<number, number>();
  private readonly end = new Map<number, number>();
  /** Null when the grid's order is the slots' own. */
  private readonly copy: (Positions & { slots: Int32Array }) | null = null;

  constructor(private readonly columns: LoadColumns, private readonly which: 'origin' | 'destination') {
    const { lat: lats, lon: lons, latScale, lonScale } = this.positions();
    const count = columns.size;
    const cells = new Float64Array(count);
    for (let slot = 0; slot < count; slot++) cells[slot] = cellOf(lats[slot] / latScale, lons[slot] / lonScale) * count + slot;
    cells.sort();
    let inSlotOrder = true;
    for (let i = 0; i < count && inSlotOrder; i++) inSlotOrder = cells[i] % count === i;
    if (!inSlotOrder) {
      const make = (like: Coordinates) => new (like.constructor as new (length: number) => Coordinates)(count);
      this.copy = { slots: new Int32Array(count), lat: make(lats), lon: make(lons), latScale, lonScale };
    }
    for (let i = 0; i < count; i++) {
      const slot = cells[i] % count;
      const cell = (cells[i] - slot) / count;
      if (!this.start.has(cell)) this.start.set(cell, i);
      this.end.set(cell, i + 1);
      if (this.copy) {
        this.copy.slots[i] = slot;
        this.copy.lat[i] = lats[slot];
        this.copy.lon[i] = lons[slot];
      }
    }
  }

  private positions(): Positions {
    // Coordinate columns are whole millionths (Int32Array) or, once widened, Float64Array.
    const { values, scales } = this.columns;
    const v = values as Record<'originLat' | 'originLon' | 'destinationLat' | 'destinationLon', Coordinates>;
    return this.which === 'origin'
      ? { lat: v.originLat, lon: v.originLon, latScale: scales.originLat, lonScale: scales.originLon }
      : { lat: v.destinationLat, lon: v.destinationLon, latScale: scales.destinationLat, lonScale: scales.destinationLon };
  }

  /** Writes the slots inside the circle into `out` and answers how many. */
  slotsWithin(circle: SearchCircle, out: Int32Array): number {
    const { minLat, maxLat, minLon, maxLon } = circle.boundingBox();
    const firstRow = Math.floor(minLat + 90);
    const lastRow = Math.floor(Math.min(89.999, maxLat) + 90);
    const firstColumn = Math.floor(minLon + 180);
    const lastColumn = Math.min(firstColumn + lonCells - 1, Math.floor(maxLon + 180));
    // The columns are read as they are now: a growth or a widening since the layout kept their first slots.
    const { lat, lon, latScale, lonScale } = this.copy ?? this.positions();
    const slots = this.copy?.slots;
    let count = 0;
    for (let row = firstRow; row <= lastRow; row++) {
      for (let column = firstColumn; column <= lastColumn; column++) {
        const cell = row * lonCells + (((column % lonCells) + lonCells) % lonCells);
        const from = this.start.get(cell);
        if (from === undefined) continue;
        const to = this.end.get(cell)!;
        for (let i = from; i < to; i++) if (circle.contains(lat[i] / latScale, lon[i] / lonScale)) out[count++] = slots ? slots[i] : i;
      }
    }
    return count;
  }
}
