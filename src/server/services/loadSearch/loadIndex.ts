import { CityRanks } from './cityRanks';
import { ALIVE, LoadColumns, type IndexedLoadRow } from './columns';
import type { SearchFilter } from './criteria';
import { cellOf, SlotGrid } from './grid';
import { StateBuckets } from './stateBuckets';
import { queryIndex, type IndexAnswer, type IndexView } from './query';
import { buildSortOrders } from './sortOrders';

/**
 * The available loads in memory: columns, two grids (origin, destination) and the sort orders. Changes
 * add slots past the sort orders; once those (or dead slots) pile up the index lays itself out afresh.
 */
export class LoadIndex {
  private view: IndexView;
  /**
   * Counts the changes applied, from 1 as built: an answer read at one version holds while the version is the
   * same. A shared cell still at 0 tells other threads the index is not built yet.
   */
  version = 1;
  private versionCell: Int32Array | null = null;

  constructor(rows: Iterable<IndexedLoadRow> = [], capacity = 1024) {
    this.view = LoadIndex.layOut([...rows].sort((a, b) => a.id - b.id), capacity);
  }

  /** Builds from pages of rows that arrive in load id order, without holding them all at once. */
  static async fromPages(pages: AsyncIterable<IndexedLoadRow[]>, capacity: number): Promise<LoadIndex> {
    const index = new LoadIndex([], 16);
    index.view = LoadIndex.layOut([], capacity);
    const { columns } = index.view;
    let lastId = -Infinity;
    for await (const page of pages) {
      for (const row of page) {
        if (row.id <= lastId) throw new Error('load index pages must come in load id order');
        lastId = row.id;
        columns.add(row);
      }
    }
    index.view = LoadIndex.finish(columns);
    return index;
  }

  private static layOut(sortedRows: Iterable<IndexedLoadRow>, capacity: number): IndexView {
    const columns = new LoadColumns(capacity, new CityRanks());
    for (const row of sortedRows) columns.add(row);
    return LoadIndex.finish(columns);
  }

  /**
   * Ranks, grids and sort orders for columns whose slots are in load id order. The slots are then laid out by
   * origin cell (load id order within a cell), so a radius or state search reads memory nearly in sequence.
   */
  private static finish(columns: LoadColumns): IndexView {
    // A load given twice leaves its first slot dead.
    if (columns.aliveCount < columns.size) columns.reorder(columns.aliveSlotsByLoadId());
    columns.cities.renumber();
    columns.refreshCityRanks();
    const count = columns.size;
    const byCell = new Float64Array(count);
    for (let slot = 0; slot < count; slot++) byCell[slot] = cellOf(columns.valueAt('originLat', slot), columns.valueAt('originLon', slot)) * count + slot;
    byCell.sort();
    const from = new Int32Array(count);
    for (let i = 0; i < count; i++) from[i] = byCell[i] % count;
    columns.reorder(from);
    return {
      columns,
      orders: buildSortOrders(columns, columns.size, from),
      orderedCount: columns.size,
      originGrid: new SlotGrid(columns, 'origin'),
      destinationGrid: new SlotGrid(columns, 'destination'),
      originBuckets: new StateBuckets(columns, 'origin'),
      destinationBuckets: new StateBuckets(columns, 'destination'),
    };
  }

  /** Where other threads read the version (a one-element Int32Array over a SharedArrayBuffer), written now. */
  shareVersion(cell: Int32Array): void {
    this.versionCell = cell;
    Atomics.store(cell, 0, this.version);
  }

  get size(): number {
    return this.view.columns.aliveCount;
  }

  has(id: number): boolean {
    return this.view.columns.slotOfId.has(id);
  }

  /** Rows that are available now go in (replacing an older version); the other ids come out. */
  apply(available: readonly IndexedLoadRow[], unavailableIds: readonly number[]): void {
    this.version++;
    if (this.versionCell) Atomics.store(this.versionCell, 0, this.version);
    const { columns } = this.view;
    for (const id of unavailableIds) columns.remove(id);
    for (const row of available) columns.add(row);
    const unordered = columns.size - this.view.orderedCount;
    const dead = columns.size - columns.aliveCount;
    if (unordered > Math.max(2_000, columns.size * 0.005) || dead > Math.max(10_000, columns.size * 0.25)) this.relayOut();
  }

  /** Takes out loads whose latest pick-up is before `today` (queries already skip them; this frees memory). */
  dropStale(today: number): void {
    const { columns } = this.view;
    const { id, latestPickupDay } = columns.values;
    const stale: number[] = [];
    for (let slot = 0; slot < columns.size; slot++) if (columns.flags[slot] & ALIVE && latestPickupDay[slot] < today) stale.push(id[slot]);
    this.apply([], stale);
  }

  /** Lays the live slots out afresh in place, column by column, without making a row of each. */
  private relayOut(): void {
    const { columns } = this.view;
    columns.reorder(columns.aliveSlotsByLoadId());
    this.view = LoadIndex.finish(columns);
  }

  query(filter: SearchFilter, today: number, offset: number, limit: number): IndexAnswer {
    return queryIndex(this.view, filter, today, offset, limit);
  }
}
