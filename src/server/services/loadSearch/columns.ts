import type { CityRanks } from './cityRanks';
import { cosLatitude } from './distance';
import { dayOfIsoDate, isoDateOfDay } from './days';

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

/** A day number (or ±Infinity for a missing date) as an int32; valid days (years 1–9999) fit well inside. */
const dayToInt32 = (day: number) => (day === Infinity ? 2_147_483_647 : day === -Infinity ? -2_147_483_648 : day);

/** Milliseconds of the posting instant; an unreadable one sorts as the oldest. */
function postedAtOf(timestamp: string): number {
  const ms = Date.parse(timestamp);
  return Number.isFinite(ms) ? ms : -Infinity;
}

export const ENCLOSED = 1;
export const INOPERABLE = 2;

const floatColumns = ['id', 'originLat', 'originLon', 'originCos', 'destinationLat', 'destinationLon', 'destinationCos',
  'rate', 'miles', 'pricePerMile', 'vehicleCount', 'weight', 'earliestPickup', 'latestPickup', 'earliestDelivery', 'postedAt', 'cityRank'] as const;
type FloatColumn = (typeof floatColumns)[number];

/**
 * Available loads in columns of typed arrays, one slot per load version: a changed load takes a new slot and
 * its old one dies. Missing dates become ±Infinity so that window tests and sort keys need no special case.
 */
export class LoadColumns {
  size = 0;
  aliveCount = 0;
  readonly slotOfId = new Map<number, number>();
  alive = new Uint8Array(0);
  flags = new Uint8Array(0);
  originState = new Uint16Array(0);
  cityKey = new Uint32Array(0);
  destinationState = new Uint16Array(0);
  /** The pick-up days again as 32-bit integers (missing: the int32 extremes), half the memory a scan reads. */
  earliestPickupDay = new Int32Array(0);
  latestPickupDay = new Int32Array(0);
  readonly floats = {} as Record<FloatColumn, Float64Array>;
  readonly stateCodes = new Map<string, number>();
  private readonly stateNames: string[] = [''];

  constructor(capacity: number, readonly cities: CityRanks) {
    this.allocate(Math.max(16, capacity));
  }

  private allocate(capacity: number): void {
    const grow = <T extends Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old.subarray(0, this.size));
      return next;
    };
    this.alive = grow(this.alive, (n) => new Uint8Array(n));
    this.flags = grow(this.flags, (n) => new Uint8Array(n));
    this.originState = grow(this.originState, (n) => new Uint16Array(n));
    this.destinationState = grow(this.destinationState, (n) => new Uint16Array(n));
    this.cityKey = grow(this.cityKey, (n) => new Uint32Array(n));
    this.earliestPickupDay = grow(this.earliestPickupDay, (n) => new Int32Array(n));
    this.latestPickupDay = grow(this.latestPickupDay, (n) => new Int32Array(n));
    for (const column of floatColumns) this.floats[column] = grow(this.floats[column] ?? new Float64Array(0), (n) => new Float64Array(n));
  }

  stateCode(state: string): number {
    let code = this.stateCodes.get(state);
    if (code === undefined) {
      code = this.stateCodes.size + 1;
      this.stateCodes.set(state, code);
      this.stateNames[code] = state;
    }
    return code;
  }

  /** Puts the load in a new slot (its old slot, if any, dies) and answers the slot. */
  add(row: IndexedLoadRow): number {
    this.remove(row.id);
    if (this.size === this.alive.length) this.allocate(this.size * 2);
    const slot = this.size++;
    const f = this.floats;
    f.id[slot] = row.id;
    f.originLat[slot] = row.originLat;
    f.originLon[slot] = row.originLon;
    f.originCos[slot] = cosLatitude(row.originLat);
    f.destinationLat[slot] = row.destinationLat;
    f.destinationLon[slot] = row.destinationLon;
    f.destinationCos[slot] = cosLatitude(row.destinationLat);
    f.rate[slot] = row.rate;
    f.miles[slot] = row.miles;
    f.pricePerMile[slot] = row.miles > 0 ? row.rate / row.miles : 0;
    f.vehicleCount[slot] = row.vehicleCount;
    f.weight[slot] = row.totalWeightLbs;
    f.earliestPickup[slot] = dayOfIsoDate(row.earliestPickup) ?? -Infinity;
    f.latestPickup[slot] = dayOfIsoDate(row.latestPickup) ?? Infinity;
    f.earliestDelivery[slot] = dayOfIsoDate(row.earliestDelivery) ?? -Infinity;
    f.postedAt[slot] = postedAtOf(row.visibleToCarriersFrom);
    this.earliestPickupDay[slot] = dayToInt32(f.earliestPickup[slot]);
    this.latestPickupDay[slot] = dayToInt32(f.latestPickup[slot]);
    this.cityKey[slot] = this.cities.idOf(row.originCity, row.originState);
    f.cityRank[slot] = this.cities.rankOf(this.cityKey[slot]);
    this.flags[slot] = (row.enclosedTruckRequired === 1 ? ENCLOSED : 0) | (row.hasInoperable === 1 ? INOPERABLE : 0);
    this.originState[slot] = this.stateCode(row.originState.toUpperCase());
    this.destinationState[slot] = this.stateCode(row.destinationState.toUpperCase());
    this.alive[slot] = 1;
    this.slotOfId.set(row.id, slot);
    this.aliveCount++;
    return slot;
  }

  /** Lays the slots out again: new slot i holds what slot `from[i]` held. Only for slots that are all alive. */
  reorder(from: Int32Array): void {
    const permute = <T extends Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array>(column: T): T => {
      const next = column.slice() as T;
      for (let i = 0; i < from.length; i++) next[i] = column[from[i]];
      return next;
    };
    this.alive = permute(this.alive);
    this.flags = permute(this.flags);
    this.originState = permute(this.originState);
    this.destinationState = permute(this.destinationState);
    this.cityKey = permute(this.cityKey);
    this.earliestPickupDay = permute(this.earliestPickupDay);
    this.latestPickupDay = permute(this.latestPickupDay);
    for (const column of floatColumns) this.floats[column] = permute(this.floats[column]);
    this.slotOfId.clear();
    for (let slot = 0; slot < this.size; slot++) this.slotOfId.set(this.floats.id[slot], slot);
  }

  /** After `cities.renumber()`: every slot's rank from its city. */
  refreshCityRanks(): void {
    for (let slot = 0; slot < this.size; slot++) this.floats.cityRank[slot] = this.cities.rankOf(this.cityKey[slot]);
  }

  /** The row a slot was made from, for laying the index out again. */
  rowAt(slot: number): IndexedLoadRow {
    const f = this.floats;
    const { city, state } = this.cities.placeOf(this.cityKey[slot]);
    const date = (day: number) => (Number.isFinite(day) ? isoDateOfDay(day) : null);
    return {
      id: f.id[slot], rate: f.rate[slot], miles: f.miles[slot], vehicleCount: f.vehicleCount[slot], totalWeightLbs: f.weight[slot],
      hasInoperable: this.flags[slot] & INOPERABLE ? 1 : 0, enclosedTruckRequired: this.flags[slot] & ENCLOSED ? 1 : 0,
      originCity: city, originState: state, originLat: f.originLat[slot], originLon: f.originLon[slot],
      destinationState: this.stateOfCode(this.destinationState[slot]),
      destinationLat: f.destinationLat[slot], destinationLon: f.destinationLon[slot],
      earliestPickup: date(f.earliestPickup[slot]), latestPickup: date(f.latestPickup[slot]), earliestDelivery: date(f.earliestDelivery[slot]),
      visibleToCarriersFrom: Number.isFinite(f.postedAt[slot]) ? new Date(f.postedAt[slot]).toISOString() : '',
    };
  }

  private stateOfCode(code: number): string {
    return this.stateNames[code] ?? '';
  }

  remove(id: number): boolean {
    const slot = this.slotOfId.get(id);
    if (slot === undefined) return false;
    this.alive[slot] = 0;
    this.slotOfId.delete(id);
    this.aliveCount--;
    return true;
  }
}
