import type { CityRanks } from './cityRanks';
import { dayOfIsoDate } from './days';
import { IdSlots } from './idSlots';

/** The load fields search reads, as the database returns them. */
export interface IndexedLoadRow {
  id: number;
  rate: number;
  miles: number;
  vehicleCount: number;
  totalWeightLbs: number;
  hasInoperable: number;
  enclosedTruckRequired: number;
  originCity: string;
  originState: string;
  originLat: number;
  originLon: number;
  destinationState: string;
  destinationLat: number;
  destinationLon: number;
  earliestPickup: string | null;
  latestPickup: string | null;
  earliestDelivery: string | null;
  /** When the load went up on the board (ISO timestamp): 'Recently Added' orders by it. */
  visibleToCarriersFrom: string;
}

export const indexedColumns = ['id', 'rate', 'miles', 'vehicleCount', 'totalWeightLbs', 'hasInoperable', 'enclosedTruckRequired',
  'originCity', 'originState', 'originLat', 'originLon', 'destinationState', 'destinationLat', 'destinationLon',
  'earliestPickup', 'latestPickup', 'earliestDelivery', 'visibleToCarriersFrom'] as const;

/** A missing earliest date: below every day (years 1–9999 are days -719,162 to 2,932,896). */
export const NO_EARLIEST_DAY = -2_147_483_648;
/** A missing latest date: above every day. */
export const NO_LATEST_DAY = 2_147_483_647;

/** Milliseconds of the posting instant; an unreadable one sorts as the oldest. */
function postedAtOf(timestamp: string): number {
  const ms = Date.parse(timestamp);
  return Number.isFinite(ms) ? ms : -Infinity;
}

export const ENCLOSED = 1;
export const INOPERABLE = 2;
/** Set while the slot holds the current version of its load. */
export const ALIVE = 4;

type NumberArray = Uint8Array | Int16Array | Int32Array | Float32Array | Float64Array;

/**
 * Each number column in the smallest array that holds its values exactly, so answers do not change: 'uint8' for
 * vehicles, 'int16' for miles, 'int32' for other whole numbers (dollars, pounds, days), 'float32' for city ranks,
 * 'micro' for coordinates (whole millionths of a degree in an Int32Array, ±180° fits: the gazetteer gives five
 * decimals, and n / 1e6 is exactly the double nearest the decimal n millionths, which is what the database
 * returns), 'float64' for the rest. A column that meets a
 * value its array cannot hold (a rate in cents, a coordinate with seven decimals) becomes a Float64Array from
 * then on. (Float32 coordinates would hold ~1 m, but move loads across a radius's edge.)
 */
const numberColumns = {
  id: 'int32', rate: 'int32', miles: 'int16', vehicleCount: 'uint8', weight: 'int32',
  originLat: 'micro', originLon: 'micro', destinationLat: 'micro', destinationLon: 'micro',
  // Days since 1970 with the int32 extremes for missing dates (Int16 would end in 2059).
  earliestPickupDay: 'int32', latestPickupDay: 'int32', earliestDeliveryDay: 'int32',
  postedAt: 'float64',
  // Whole after renumbering, and a city first seen later ranks halfway between its neighbours: a float32 holds
  // the ranks of a hundred thousand cities and several halvings between two of them exactly.
  cityRank: 'float32',
} as const;
export type NumberColumn = keyof typeof numberColumns;

const makers = {
  uint8: (n: number) => new Uint8Array(n),
  int16: (n: number) => new Int16Array(n),
  int32: (n: number) => new Int32Array(n),
  micro: (n: number) => new Int32Array(n),
  float32: (n: number) => new Float32Array(n),
  float64: (n: number) => new Float64Array(n),
};

/**
 * Available loads in columns of typed arrays, one slot per load version: a changed load takes a new slot and
 * its old one dies. Missing dates become the int32 extremes so that window tests and sort keys need no special case.
 */
export class LoadColumns {
  size = 0;
  aliveCount = 0;
  slotOfId: IdSlots;
  /** ALIVE, ENCLOSED and INOPERABLE bits. */
  flags = new Uint8Array(0);
  originState = new Uint16Array(0);
  cityKey = new Uint32Array(0);
  destinationState = new Uint16Array(0);
  readonly values = {} as Record<NumberColumn, NumberArray>;
  /** What each column's numbers are divided by to give the value: 1e6 for coordinates in millionths, else 1. */
  readonly scales = {} as Record<NumberColumn, number>;
  readonly stateCodes = new Map<string, number>();

  constructor(capacity: number, readonly cities: CityRanks) {
    this.slotOfId = new IdSlots(capacity);
    for (const column of Object.keys(numberColumns) as NumberColumn[]) {
      this.values[column] = makers[numberColumns[column]](0);
      this.scales[column] = numberColumns[column] === 'micro' ? 1e6 : 1;
    }
    this.allocate(Math.max(16, capacity));
  }

  get capacity(): number {
    return this.flags.length;
  }

  /** New arrays of `capacity` slots holding the first `size`; one column at a time, so a growth never doubles the index. */
  private allocate(capacity: number): void {
    const grow = <T extends Uint8Array | Uint16Array | Uint32Array | NumberArray>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old.subarray(0, this.size));
      return next;
    };
    this.flags = grow(this.flags, (n) => new Uint8Array(n));
    this.originState = grow(this.originState, (n) => new Uint16Array(n));
    this.destinationState = grow(this.destinationState, (n) => new Uint16Array(n));
    this.cityKey = grow(this.cityKey, (n) => new Uint32Array(n));
    for (const column of Object.keys(numberColumns) as NumberColumn[]) {
      const old = this.values[column];
      this.values[column] = grow(old, (n) => new (old.constructor as new (length: number) => NumberArray)(n));
    }
  }

  stateCode(state: string): number {
    let code = this.stateCodes.get(state);
    if (code === undefined) {
      code = this.stateCodes.size + 1;
      this.stateCodes.set(state, code);
    }
    return code;
  }

  private put(column: NumberColumn, slot: number, value: number): void {
    const array = this.values[column];
    if (array instanceof Float64Array) {
      array[slot] = value;
      return;
    }
    const scale = this.scales[column];
    array[slot] = scale === 1 ? value : Math.round(value * scale);
    if (array[slot] / scale === value) return;
    const wide = new Float64Array(array.length);
    for (let i = 0; i < this.size; i++) wide[i] = array[i] / scale;
    wide[slot] = value;
    this.values[column] = wide;
    this.scales[column] = 1;
  }

  /** The value of a column at a slot. */
  valueAt(column: NumberColumn, slot: number): number {
    return this.values[column][slot] / this.scales[column];
  }

  /** Puts the load in a new slot (its old slot, if any, dies) and answers the slot. */
  add(row: IndexedLoadRow): number {
    this.remove(row.id);
    // Growing by an eighth keeps the spare room small; a build reads its rows a page at a time.
    if (this.size === this.capacity) this.allocate(this.size + Math.max(1024, this.size >>> 3));
    const slot = this.size++;
    this.put('id', slot, row.id);
    this.put('originLat', slot, row.originLat);
    this.put('originLon', slot, row.originLon);
    this.put('destinationLat', slot, row.destinationLat);
    this.put('destinationLon', slot, row.destinationLon);
    this.put('rate', slot, row.rate);
    this.put('miles', slot, row.miles);
    this.put('vehicleCount', slot, row.vehicleCount);
    this.put('weight', slot, row.totalWeightLbs);
    this.put('earliestPickupDay', slot, dayOfIsoDate(row.earliestPickup) ?? NO_EARLIEST_DAY);
    this.put('latestPickupDay', slot, dayOfIsoDate(row.latestPickup) ?? NO_LATEST_DAY);
    this.put('earliestDeliveryDay', slot, dayOfIsoDate(row.earliestDelivery) ?? NO_EARLIEST_DAY);
    this.put('postedAt', slot, postedAtOf(row.visibleToCarriersFrom));
    this.cityKey[slot] = this.cities.idOf(row.originCity, row.originState);
    this.put('cityRank', slot, this.cities.rankOf(this.cityKey[slot]));
    this.flags[slot] = ALIVE | (row.enclosedTruckRequired === 1 ? ENCLOSED : 0) | (row.hasInoperable === 1 ? INOPERABLE : 0);
    this.originState[slot] = this.stateCode(row.originState.toUpperCase());
    this.destinationState[slot] = this.stateCode(row.destinationState.toUpperCase());
    this.slotOfId.set(row.id, slot);
    this.aliveCount++;
    return slot;
  }

  /**
   * Lays the slots out again, keeping only those named: new slot i holds what slot `from[i]` held, and the
   * arrays are exactly that long. Only for slots that are alive.
   */
  reorder(from: Int32Array): void {
    const gather = <T extends Uint8Array | Uint16Array | Uint32Array | NumberArray>(column: T): T => {
      const next = new (column.constructor as new (length: number) => T)(from.length);
      for (let i = 0; i < from.length; i++) next[i] = column[from[i]];
      return next;
    };
    this.flags = gather(this.flags);
    this.originState = gather(this.originState);
    this.destinationState = gather(this.destinationState);
    this.cityKey = gather(this.cityKey);
    for (const column of Object.keys(numberColumns) as NumberColumn[]) this.values[column] = gather(this.values[column]);
    this.size = from.length;
    this.aliveCount = from.length;
    this.slotOfId = IdSlots.ofSlots(this.values.id, this.size);
  }

  /** The live slots in load id order. */
  aliveSlotsByLoadId(): Int32Array {
    const ids = new Int32Array(this.aliveCount);
    let count = 0;
    for (let slot = 0; slot < this.size; slot++) if (this.flags[slot] & ALIVE) ids[count++] = this.values.id[slot];
    ids.sort();
    const slots = ids;
    for (let i = 0; i < count; i++) slots[i] = this.slotOfId.get(ids[i])!;
    return slots;
  }

  /** After `cities.renumber()`: every slot's rank from its city. */
  refreshCityRanks(): void {
    for (let slot = 0; slot < this.size; slot++) this.put('cityRank', slot, this.cities.rankOf(this.cityKey[slot]));
  }

  remove(id: number): boolean {
    const slot = this.slotOfId.get(id);
    if (slot === undefined) return false;
    this.flags[slot] &= ~ALIVE;
    this.slotOfId.delete(id);
    this.aliveCount--;
    return true;
  }
}
