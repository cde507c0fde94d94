/**
 * Load id → slot, for ids and slots that are 32-bit integers: open addressing with linear probing over two
 * Int32Arrays (8 bytes a place, at most three quarters full), about half of what a Map takes and nothing for the
 * collector to walk. Removal shifts the entries after it back, so there are no tombstones to fill the table.
 */
export class IdSlots {
  size = 0;
  private ids: Int32Array;
  /** The slot stored at each place; -1 marks a free place. */
  private slots: Int32Array;
  private mask: number;
  private shift: number;

  constructor(expected = 0) {
    let places = 16;
    while (places * 0.75 < expected) places *= 2;
    this.ids = new Int32Array(places);
    this.slots = new Int32Array(places).fill(-1);
    this.mask = places - 1;
    this.shift = 32 - Math.log2(places);
  }

  get(id: number): number | undefined {
    if ((id | 0) !== id) return undefined;
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
    if ((this.size + 1) > this.slots.length * 0.75) this.grow();
    let place = this.home(id);
    while (this.slots[place] !== -1 && this.ids[place] !== id) place = (place + 1) & this.mask;
    if (this.slots[place] === -1) this.size++;
    this.ids[place] = id;
    this.slots[place] = slot;
  }

  delete(id: number): boolean {
    if ((id | 0) !== id) return false;
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
    this.slots.fill(-1);
    this.size = 0;
  }

  /** How many places the table has (for tests of growth). */
  get places(): number {
    return this.slots.length;
  }

  private home(id: number): number {
    // Fibonacci hashing: the top bits of the product, which every bit of the id stirs.
    return Math.imul(id, 0x9e3779b1) >>> this.shift;
  }

  private grow(): void {
    const { ids, slots } = this;
    this.ids = new Int32Array(slots.length * 2);
    this.slots = new Int32Array(slots.length * 2).fill(-1);
    this.mask = this.slots.length - 1;
    this.shift--;
    this.size = 0;
    for (let place = 0; place < slots.length; place++) if (slots[place] !== -1) this.set(ids[place], slots[place]);
  }
}
