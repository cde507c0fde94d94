import { CityRanks } from './cityRanks';
import { LoadColumns, type IndexedLoadRow } from './columns';
import type { SearchFilter } from './criteria';
import { SlotGrid } from './grid';
import { queryIndex, type IndexAnswer, type IndexView } from './query';
import { buildSortOrders } from './sortOrders';

/**
 * The available loads in memory: columns, two grids (origin, destination) and the sort orders. Changes
 * add slots past the sort orders; once those (or dead slots) pile up the index lays itself out afresh.
 */
export class LoadIndex {
  private view: IndexView;

  constructor(rows: Iterable<IndexedLoadRow> = [], capacity = 1024) {
    this.view = LoadIndex.layOut(rows, capacity);
  }

  private static layOut(rows: Iterable<IndexedLoadRow>, capacity: number): IndexView {
    const cities = new CityRanks();
    const columns = new LoadColumns(capacity, cities);
    const sorted = [...rows].sort((a, b) => a.id - b.id);
    for (const row of sorted) columns.add(row);
    cities.renumber();
    columns.refreshCityRanks();
    const view: IndexView = { columns, orders: null, orderedCount: 0, originGrid: new SlotGrid(), destinationGrid: new SlotGrid() };
    for (let slot = 0; slot < columns.size; slot++) LoadIndex.addToGrids(view, slot);
    view.orders = buildSortOrders(columns, columns.size);
    view.orderedCount = columns.size;
    return view;
  }

  private static addToGrids(view: IndexView, slot: number): void {
    const f = view.columns.floats;
    view.originGrid.add(slot, f.originLat[slot], f.originLon[slot]);
    view.destinationGrid.add(slot, f.destinationLat[slot], f.destinationLon[slot]);
  }

  get size(): number {
    return this.view.columns.aliveCount;
  }

  has(id: number): boolean {
    return this.view.columns.slotOfId.has(id);
  }

  /** Rows that are available now go in (replacing an older version); the other ids come out. */
  apply(available: readonly IndexedLoadRow[], unavailableIds: readonly number[]): void {
    const { columns } = this.view;
    for (const id of unavailableIds) columns.remove(id);
    for (const row of available) LoadIndex.addToGrids(this.view, columns.add(row));
    const unordered = columns.size - this.view.orderedCount;
    const dead = columns.size - columns.aliveCount;
    if (unordered > Math.max(2_000, columns.size * 0.02) || dead > Math.max(10_000, columns.size * 0.25)) this.relayOut();
  }

  /** Takes out loads whose latest pick-up is before `today` (queries already skip them; this frees memory). */
  dropStale(today: number): void {
    const { columns } = this.view;
    const stale: number[] = [];
    for (const [id, slot] of columns.slotOfId) if (columns.floats.latestPickup[slot] < today) stale.push(id);
    this.apply([], stale);
  }

  private relayOut(): void {
    const { columns } = this.view;
    const rows: IndexedLoadRow[] = [];
    for (const slot of columns.slotOfId.values()) rows.push(columns.rowAt(slot));
    this.view = LoadIndex.layOut(rows, Math.ceil(rows.length * 1.1));
  }

  query(filter: SearchFilter, today: number, offset: number, limit: number): IndexAnswer {
    return queryIndex(this.view, filter, today, offset, limit);
  }
}
