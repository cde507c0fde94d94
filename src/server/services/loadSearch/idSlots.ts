/**
 * Load id → slot, for ids and slots that are 32-bit integers, in one of two forms, whichever takes less memory:
 * - direct: while the ids lie in a range at most twice the places a hash would need, an Int32Array over the
 *   range (4 bytes per id of the range). The board's available loads mostly are such a range: ids are given in
 *   order, and loads leave it a few weeks after they arrive. A million loads take 4 MB instead of 16.
 * - hash: open addressing with linear probing over two Int32Arrays (8 bytes a place, at most three quarters
 *   full), about half of what a Map takes and nothing for the collector to walk. Removal shifts the entries after
 *   it back, so there are no tombstones to fill the table.
 */
export class IdSlots {
  size = 0;
  /** Hash form: the id and the slot stored at each place (-1 marks a free place); empty while direct. */
  private ids = none;
  private slots = none;
  private mask = 0;
  private shift = 0;
  /** Direct form: the slot of id `base + i` at i, -1 for none; null while hashed. */
  private direct: Int32Array | null = null;
  private base = 0;
  /** The smallest and largest ids set while hashed: whether the direct form would be smaller. */
  private low = 2 ** 31;
  private high = -(2 ** 31);

  /** Sized for `expected` ids; given the range they lie in, direct from the start when that is smaller. */
  constructor(expected = 0, range?: { low: number; high: number }) {
    const places = placesFor(expected);
    if (range && range.high >= range.low && directLength(range.low, range.high) <= 2 * places) this.makeDirect(range.low, range.high);
    else this.makeHash(places);
  }

  /** The table of slots [0, count), slot s holding load `ids[s]`: in the smaller form for their range. */
  static ofSlots(ids: ArrayLike<number>, count: number): IdSlots {
    let low = 2 ** 31;
    let high = -(2 ** 31);
    for (let slot = 0; slot < count; slot++) {
      if (ids[slot] < low) low = ids[slot];
      if (ids[slot] > high) high = ids[slot];
    }
    const table = new IdSlots(count, { low, high });
    for (let slot = 0; slot < count; slot++) table.set(ids[slot], slot);
    return table;
  }

  /** 'direct' or 'hash' (for tests of the choice). */
  get form(): 'direct' | 'hash' {
    return this.direct ? 'direct' : 'hash';
  }

  /** How many places the table has (for tests of growth). */
  get places(): number {
    return this.direct ? this.direct.length : this.slots.length;
  }

  get(id: number): number | undefined {
    if ((id | 0) !== id) return undefined;
    if (this.direct) {
      const slot = this.direct[id - this.base];
      return slot === undefined || slot === -1 ? undefined : slot;
    }
    for (let place = this.home(id); ; place = (place + 1) & this.mask) {
      if (this.slots[place] === -1) return undefined;
      if (this.ids[place] === id) return this.slots[place];
    }
  }

  has(id: number): boolean {
    return this.get(id) !== undefined;
  }

  set(id: number, slot: number): void {
    if ((id | 0) !== id || (slot | 0) !== slot || slot < 0) throw new RangeError(`id ${id} and slot ${slot} must be 32-bit integers, the slot not negative`);
    if (this.direct && (id < this.base || id >= this.base + this.direct.length)) this.widen(id);
    if (!this.direct && (this.size + 1) > this.slots.length * 0.75) this.grow(id);
    if (this.direct) {
      const at = id - this.base;
      if (this.direct[at] === -1) this.size++;
      this.direct[at] = slot;
      return;
    }
    let place = this.home(id);
    while (this.slots[place] !== -1 && this.ids[place] !== id) place = (place + 1) & this.mask;
    if (this.slots[place] === -1) this.size++;
    this.ids[place] = id;
    this.slots[place] = slot;
    if (id < this.low) this.low = id;
    if (id > this.high) this.high = id;
  }

  delete(id: number): boolean {
    if ((id | 0) !== id) return false;
    if (this.direct) {
      const at = id - this.base;
      if (at < 0 || at >= this.direct.length || this.direct[at] === -1) return false;
      this.direct[at] = -1;
      this.size--;
      return true;
    }
    let place = this.home(id);
    while (this.ids[place] !== id || this.slots[place] === -1) {
      if (this.slots[place] === -1) return false;
      place = (place + 1) & this.mask;
    }
    // Backward shift: an entry further along the run moves into the hole when its home does not lie between.
    let hole = place;
    for (let next = (hole + 1) & this.mask; this.slots[next] !== -1; next = (next + 1) & this.mask) {
      const home = this.home(this.ids[next]);
      const homeBetween = hole <= next ? home > hole && home <= next : home > hole || home <= next;
      if (homeBetween) continue;
      this.ids[hole] = this.ids[next];
      this.slots[hole] = this.slots[next];
      hole = next;
    }
    this.slots[hole] = -1;
    this.size--;
    return true;
  }

  clear(): void {
    (this.direct ?? this.slots).fill(-1);
    this.size = 0;
  }

  private home(id: number): number {
    // Fibonacci hashing: the top bits of the product, which every bit of the id stirs.
    return Math.imul(id, 0x9e3779b1) >>> this.shift;
  }

  /** Full while hashed: direct when the ids' range (with `id`) is small enough, else twice the places. */
  private grow(id: number): void {
    const { ids, slots } = this;
    const low = Math.min(this.low, id);
    const high = Math.max(this.high, id);
    const places = slots.length * 2;
    if (directLength(low, high) <= 2 * places) this.makeDirect(low, high);
    else this.makeHash(places);
    this.size = 0;
    for (let place = 0; place < slots.length; place++) if (slots[place] !== -1) this.set(ids[place], slots[place]);
  }

  /** An id outside the direct range: the range widened (copied as it is) while it stays small enough, else hashed. */
  private widen(id: number): void {
    const direct = this.direct!;
    const { base } = this;
    const low = Math.min(base, id);
    const high = Math.max(base + direct.length - 1, id);
    const places = placesFor(this.size + 1);
    if (directLength(low, high) <= 2 * places) {
      const wider = new Int32Array(directLength(low, high)).fill(-1);
      wider.set(direct, base - low);
      this.direct = wider;
      this.base = low;
      return;
    }
    this.makeHash(places);
    this.size = 0;
    for (let at = 0; at < direct.length; at++) if (direct[at] !== -1) this.set(base + at, direct[at]);
  }

  private makeDirect(low: number, high: number): void {
    this.direct = new Int32Array(directLength(low, high)).fill(-1);
    this.base = low;
    this.ids = none;
    this.slots = none;
  }

  private makeHash(places: number): void {
    this.direct = null;
    this.low = 2 ** 31;
    this.high = -(2 ** 31);
    this.ids = new Int32Array(places);
    this.slots = new Int32Array(places).fill(-1);
    this.mask = places - 1;
    this.shift = 32 - Math.log2(places);
  }
}

const none = new Int32Array(0);

/** Places of a hash holding `count` ids at most three quarters full. */
function placesFor(count: number): number {
  let places = 16;
  while (places * 0.75 < count) places *= 2;
  return places;
}

/** A direct table over [low, high], with room above for the ids new loads take (an eighth, at least 1,024). */
function directLength(low: number, high: number): number {
  const range = high - low + 1;
  return range + Math.max(1024, range >>> 3);
}
