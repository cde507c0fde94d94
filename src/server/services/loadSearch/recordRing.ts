import { LoadRecordSchema, VehicleRecordSchema } from '../../../shared/contracts/load';
import type { RecordText, ViewerFields } from './recordText';
import { ofHttpThread } from './threads/threadData';

/** The shared memory of a ring: what an HTTP thread is given to use its process's ring. */
export interface RecordRingMemory {
  bytes: SharedArrayBuffer;
  slots: SharedArrayBuffer;
  control: SharedArrayBuffer;
}

// Between a record's fields: JSON.stringify escapes every control character, so none occurs in a record's text.
const separator = '\u0001';
// A key of the contract's records ('"originCity":'), which are 60% of a record's text, is kept as this and one letter.
const keyMark = '\u0002';
const keyTexts = [...new Set([...Object.keys(LoadRecordSchema.properties), ...Object.keys(VehicleRecordSchema.properties)])]
  .map((key) => `${JSON.stringify(key)}:`);
const firstKeyLetter = 0x30;
// Keys are plain names: nothing in them needs escaping in a pattern.
const keyPattern = new RegExp(keyTexts.join('|'), 'g');
const keyCodes = new Map(keyTexts.map((text, i) => [text, keyMark + String.fromCharCode(firstKeyLetter + i)]));
// Each bucket holds two records; a new one takes the bucket's free or older slot.
const slotsPerBucket = 2;
const slotFields = 2; // id, start (the absolute position of the record's header)
// A bucket for every this many bytes: a record takes some 850 bytes, so buckets stay a third full at most.
const bytesPerBucket = 512;
// Before each record's text: its id and its length in bytes (32 bits each).
const headerBytes = 8;

/**
 * The kept records of every thread of a process in one ring of shared memory: the main thread creates it and
 * each HTTP thread uses the same bytes, so a record is kept once per process, not once per thread, and outside
 * the threads' heaps. New records are written after the last; a record is forgotten when the ring comes round
 * to it again. Writers take a lock; readers take none, and keep what they read only if no writer reached it
 * meanwhile.
 */
export class RecordRing {
  private readonly bytes: Buffer;
  private readonly slots: BigInt64Array;
  private readonly lock: Int32Array;
  /** The absolute position the next record is written at: it only grows, and is taken modulo the capacity. */
  private readonly written: BigInt64Array;
  private readonly capacity: number;
  private readonly buckets: number;

  static create(capacityBytes: number): RecordRing {
    const buckets = 2 ** Math.max(1, Math.ceil(Math.log2(capacityBytes / bytesPerBucket)));
    return new RecordRing({
      bytes: new SharedArrayBuffer(capacityBytes),
      slots: new SharedArrayBuffer(buckets * slotsPerBucket * slotFields * 8),
      control: new SharedArrayBuffer(16),
    });
  }

  constructor(readonly memory: RecordRingMemory) {
    this.bytes = Buffer.from(memory.bytes);
    this.capacity = memory.bytes.byteLength;
    this.slots = new BigInt64Array(memory.slots);
    this.buckets = this.slots.length / (slotsPerBucket * slotFields);
    this.lock = new Int32Array(memory.control, 0, 1);
    this.written = new BigInt64Array(memory.control, 8, 1);
  }

  /** How many records can be read now (a walk over every slot, for tests). */
  get count(): number {
    let count = 0;
    for (let slot = 0; slot < this.slots.length; slot += slotFields) {
      const id = Number(Atomics.load(this.slots, slot));
      if (id !== 0 && this.get(id)) count++;
    }
    return count;
  }

  get(id: number): RecordText | undefined {
    const first = this.bucketOf(id);
    for (let slot = first; slot < first + slotsPerBucket * slotFields; slot += slotFields) {
      if (Number(Atomics.load(this.slots, slot)) !== id) continue;
      // Whatever start is read was published after its record's bytes were whole; the header says whose they are.
      const start = Number(Atomics.load(this.slots, slot + 1));
      const offset = start % this.capacity;
      if (this.bytes.readInt32LE(offset) !== id) return undefined;
      const length = this.bytes.readInt32LE(offset + 4);
      const text = length <= this.capacity - offset - headerBytes
        ? this.bytes.toString('utf8', offset + headerBytes, offset + headerBytes + length) : '';
      // Read without the lock: good only if no writer has come round to these bytes since.
      return Number(Atomics.load(this.written, 0)) - start <= this.capacity ? parse(id, text) : undefined;
    }
    return undefined;
  }

  set(record: RecordText): void {
    const text = serialize(record);
    const length = Buffer.byteLength(text);
    // A record larger than half the ring would push out all the others: it is written each time instead.
    if (headerBytes + length > this.capacity / 2) return;
    this.locked(() => {
      let start = Number(this.written[0]);
      // A record is never split over the ring's end: the rest of the lap is left unused.
      const room = this.capacity - (start % this.capacity);
      if (headerBytes + length > room) start += room;
      // Moved on before the bytes change, so that a reader of the records written over sees they are gone.
      Atomics.store(this.written, 0, BigInt(start + headerBytes + length));
      const offset = start % this.capacity;
      this.bytes.writeInt32LE(record.id, offset);
      this.bytes.writeInt32LE(length, offset + 4);
      this.bytes.write(text, offset + headerBytes, length, 'utf8');
      const slot = this.slotFor(record.id);
      Atomics.store(this.slots, slot + 1, BigInt(start));
      Atomics.store(this.slots, slot, BigInt(record.id));
    });
  }

  delete(id: number): void {
    const first = this.bucketOf(id);
    this.locked(() => {
      for (let slot = first; slot < first + slotsPerBucket * slotFields; slot += slotFields) {
        if (this.slots[slot] === BigInt(id)) Atomics.store(this.slots, slot, 0n);
      }
    });
  }

  private bucketOf(id: number): number {
    return ((Math.imul(id, 0x9e3779b1) >>> 0) % this.buckets) * slotsPerBucket * slotFields;
  }

  /** The slot already naming the load, else a free one, else the one whose record is older. */
  private slotFor(id: number): number {
    const first = this.bucketOf(id);
    const second = first + slotFields;
    const own = BigInt(id);
    if (this.slots[first] === own) return first;
    if (this.slots[second] === own) return second;
    if (this.slots[first] === 0n) return first;
    if (this.slots[second] === 0n) return second;
    return this.slots[first + 1] <= this.slots[second + 1] ? first : second;
  }

  private locked(write: () => void): void {
    // Held for a copy of a couple of kilobytes: a thread that finds it taken sleeps until the holder's notify.
    while (Atomics.compareExchange(this.lock, 0, 0, 1) !== 0) Atomics.wait(this.lock, 0, 1);
    try {
      write();
    } finally {
      Atomics.store(this.lock, 0, 0);
      Atomics.notify(this.lock, 0, 1);
    }
  }
}

function serialize(record: RecordText): string {
  const text = [record.updatedAt, record.originState, record.destinationState, record.gaps.join(','), ...record.parts].join(separator);
  return text.replace(keyPattern, (key) => keyCodes.get(key)!);
}

function withKeys(text: string): string {
  let at = text.indexOf(keyMark);
  if (at < 0) return text;
  let whole = text.slice(0, at);
  while (at >= 0) {
    const next = text.indexOf(keyMark, at + 2);
    whole += keyTexts[text.charCodeAt(at + 1) - firstKeyLetter] + text.slice(at + 2, next < 0 ? text.length : next);
    at = next;
  }
  return whole;
}

function parse(id: number, text: string): RecordText {
  const [updatedAt, originState, destinationState, gaps, ...parts] = text.split(separator);
  return { id, updatedAt, originState, destinationState, gaps: gaps === '' ? [] : gaps.split(',') as (keyof ViewerFields)[], parts: parts.map(withKeys) };
}

/** In an HTTP thread (httpWorker.ts), its process's ring; elsewhere null. */
export const recordRingOfThisThread = ofHttpThread((data) => (data.recordRing ? new RecordRing(data.recordRing) : null));
