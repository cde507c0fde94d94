import { firstIndexWhere } from '../../../shared/firstIndexWhere';
import type { LoadColumns } from './columns';
import type { SearchCircle } from './distance';
import type { CandidateGroup, MatchTests } from './match';

// Half-degree cells: a 50-mile circle then wholly covers a few cells, whose loads need no distance test, and a
// 200-mile circle covers most of its cells.
const cellsPerDegree = 2;
const lonCells = 360 * cellsPerDegree;
const rowOf = (lat: number) => Math.floor((Math.min(89.999, Math.max(-90, lat)) + 90) * cellsPerDegree);
const columnOf = (lon: number) => ((Math.floor((lon + 180) * cellsPerDegree) % lonCells) + lonCells) % lonCells;
export const cellOf = (lat: number, lon: number) => rowOf(lat) * lonCells + columnOf(lon);

// A cell's box is widened by this much (about a centimetre) before asking whether a circle holds it, so a load
// whose degrees round onto the cell's edge is still inside the box.
const edgeSlack = 1e-7;

type Coordinates = Int32Array | Float64Array;

/** Latitudes and longitudes as the columns hold them (divided by their scales they are degrees). */
interface Positions {
  lat: Coordinates;
  lon: Coordinates;
  latScale: number;
  lonScale: number;
}

/** Appends the run [from, to) to `runs` (pairs of bounds), joining it to the last run when they touch. */
function addRun(runs: number[], from: number, to: number): void {
  if (runs.length > 0 && runs[runs.length - 1] === from) runs[runs.length - 1] = to;
  else runs.push(from, to);
}

/**
 * Slots by half-degree cell of latitude and longitude, laid out cell after cell with a copy of their
 * coordinates, so a radius search reads a few contiguous runs instead of jumping around a million loads. When
 * the slots themselves are laid out by these cells (the index lays them out by origin cell) there is nothing to
 * copy: the grid reads the columns. Built once per layout; loads added later are tested separately by the query.
 */
export class SlotGrid {
  /** The cells that hold loads, ascending, and where each one's run starts (`starts[cells.length]` is the end). */
  private readonly cells: Int32Array;
  private readonly starts: Int32Array;
  /** Null when the grid's order is the slots' own. */
  private readonly copy: (Positions & { slots: Int32Array }) | null = null;

  constructor(private readonly columns: LoadColumns, private readonly which: 'origin' | 'destination') {
    const { lat: lats, lon: lons, latScale, lonScale } = this.positions();
    const count = columns.size;
    const byCell = new Float64Array(count);
    for (let slot = 0; slot < count; slot++) byCell[slot] = cellOf(lats[slot] / latScale, lons[slot] / lonScale) * count + slot;
    byCell.sort();
    let inSlotOrder = true;
    for (let i = 0; i < count && inSlotOrder; i++) inSlotOrder = byCell[i] % count === i;
    if (!inSlotOrder) {
      const make = (like: Coordinates) => new (like.constructor as new (length: number) => Coordinates)(count);
      this.copy = { slots: new Int32Array(count), lat: make(lats), lon: make(lons), latScale, lonScale };
    }
    const cells: number[] = [];
    const starts: number[] = [];
    for (let i = 0; i < count; i++) {
      const slot = byCell[i] % count;
      const cell = (byCell[i] - slot) / count;
      if (cells[cells.length - 1] !== cell) {
        cells.push(cell);
        starts.push(i);
      }
      if (this.copy) {
        this.copy.slots[i] = slot;
        this.copy.lat[i] = lats[slot];
        this.copy.lon[i] = lons[slot];
      }
    }
    starts.push(count);
    this.cells = Int32Array.from(cells);
    this.starts = Int32Array.from(starts);
  }

  private positions(): Positions {
    // Coordinate columns are whole millionths (Int32Array) or, once widened, Float64Array.
    const { values, scales } = this.columns;
    const v = values as Record<'originLat' | 'originLon' | 'destinationLat' | 'destinationLon', Coordinates>;
    return this.which === 'origin'
      ? { lat: v.originLat, lon: v.originLon, latScale: scales.originLat, lonScale: scales.originLon }
      : { lat: v.destinationLat, lon: v.destinationLon, latScale: scales.destinationLat, lonScale: scales.destinationLon };
  }

  /**
   * Runs of grid positions under the circle's bounding box: `inside` where the circle holds the whole cell,
   * `crossing` where each load needs the distance test. Adjacent cells of one kind make one run.
   */
  private runsUnder(circle: SearchCircle): { inside: number[]; crossing: number[] } {
    const inside: number[] = [];
    const crossing: number[] = [];
    const { minLat, maxLat, minLon, maxLon } = circle.boundingBox();
    const firstColumn = Math.floor((minLon + 180) * cellsPerDegree);
    const lastColumn = Math.floor((maxLon + 180) * cellsPerDegree);
    // Column spans within [0, lonCells): the box may run past either end of the longitudes.
    const spans: [number, number][] = lastColumn - firstColumn + 1 >= lonCells ? [[0, lonCells - 1]]
      : firstColumn < 0 ? [[firstColumn + lonCells, lonCells - 1], [0, lastColumn]]
        : lastColumn >= lonCells ? [[firstColumn, lonCells - 1], [0, lastColumn - lonCells]]
          : [[firstColumn, lastColumn]];
    for (let row = rowOf(minLat); row <= rowOf(maxLat); row++) {
      const south = row / cellsPerDegree - 90;
      for (const [from, to] of spans) {
        for (let at = firstIndexWhere(this.cells.length, (i) => this.cells[i] >= row * lonCells + from); at < this.cells.length && this.cells[at] <= row * lonCells + to; at++) {
          const west = (this.cells[at] - row * lonCells) / cellsPerDegree - 180;
          const whole = circle.holdsBox(south - edgeSlack, south + 1 / cellsPerDegree + edgeSlack, west - edgeSlack, west + 1 / cellsPerDegree + edgeSlack);
          addRun(whole ? inside : crossing, this.starts[at], this.starts[at + 1]);
        }
      }
    }
    return { inside, crossing };
  }

  /**
   * Where a search finds the loads inside `circle`: the runs the circle holds whole, with the search's other
   * tests (`rest`); and the runs it crosses, with every test (`tests`) when the grid reads the slots' own
   * columns, else the slots that pass the distance test here on the grid's copy of the coordinates (into
   * `out`), with the other tests.
   */
  candidatesWithin(circle: SearchCircle, tests: MatchTests, rest: MatchTests, out: Int32Array): CandidateGroup[] {
    const { inside, crossing } = this.runsUnder(circle);
    if (!this.copy) return [{ tests: rest, ranges: inside }, { tests, ranges: crossing }];
    const { slots, lat, lon, latScale, lonScale } = this.copy;
    const lists: ArrayLike<number>[] = [];
    for (let k = 0; k < inside.length; k += 2) lists.push(slots.subarray(inside[k], inside[k + 1]));
    let count = 0;
    for (let k = 0; k < crossing.length; k += 2) {
      for (let i = crossing[k]; i < crossing[k + 1]; i++) if (circle.contains(lat[i] / latScale, lon[i] / lonScale)) out[count++] = slots[i];
    }
    lists.push(out.subarray(0, count));
    return [{ tests: rest, lists }];
  }
}
