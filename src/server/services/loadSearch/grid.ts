import type { SearchCircle } from './distance';

const cellDegrees = 1;
const lonCells = 360 / cellDegrees;

const cellOf = (lat: number, lon: number) =>
  Math.floor((Math.min(89.999, lat) + 90) / cellDegrees) * lonCells + (((Math.floor((lon + 180) / cellDegrees) % lonCells) + lonCells) % lonCells);

/**
 * Slots by one-degree cell of latitude and longitude: a radius search reads only the cells under the
 * circle's bounding box (a 200-mile circle covers about 40 of the continent's ~2,000 busy cells).
 * Dead slots stay listed until the index is rebuilt; readers skip them.
 */
export class SlotGrid {
  private readonly cells = new Map<number, number[]>();

  add(slot: number, lat: number, lon: number): void {
    const cell = cellOf(lat, lon);
    const list = this.cells.get(cell);
    if (list) list.push(slot);
    else this.cells.set(cell, [slot]);
  }

  /** The slot lists of the cells under the circle's bounding box (the caller tests the exact distance). */
  cellsNear(circle: SearchCircle): number[][] {
    const lists: number[][] = [];
    const { minLat, maxLat, minLon, maxLon } = circle.boundingBox();
    const firstRow = Math.floor((minLat + 90) / cellDegrees);
    const lastRow = Math.floor((Math.min(89.999, maxLat) + 90) / cellDegrees);
    const firstColumn = Math.floor((minLon + 180) / cellDegrees);
    const lastColumn = Math.min(firstColumn + lonCells - 1, Math.floor((maxLon + 180) / cellDegrees));
    for (let row = firstRow; row <= lastRow; row++) {
      for (let column = firstColumn; column <= lastColumn; column++) {
        const list = this.cells.get(row * lonCells + (((column % lonCells) + lonCells) % lonCells));
        if (list) lists.push(list);
      }
    }
    return lists;
  }
}
