import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { RecordRing } from '../../../src/server/services/loadSearch/recordRing';
import { recordOf } from './support/ringRecords';

/*
 * The kept records of a process live in one ring of shared memory that its HTTP threads read and add to. A record
 * read back is exactly the one written, or nothing: never another load's bytes, never half of one.
 */

const ringFile = path.resolve(__dirname, '../../../src/server/services/loadSearch/recordRing.ts');
const recordsFile = path.resolve(__dirname, 'support/ringRecords.ts');

/** A thread that writes `count` records from `from` into the ring, then says so. */
function writerThread(memory: RecordRing['memory'], from: number, count: number): Promise<void> {
  const source = `
    require('tsx/cjs');
    const { workerData, parentPort } = require('node:worker_threads');
    const { RecordRing } = require(${JSON.stringify(ringFile)});
    const { recordOf } = require(${JSON.stringify(recordsFile)});
    const ring = new RecordRing(workerData.memory);
    for (let id = workerData.from; id < workerData.from + workerData.count; id++) ring.set(recordOf(id));
    parentPort.postMessage('done');`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: { memory, from, count } });
    worker.once('message', () => void worker.terminate().then(() => resolve()));
    worker.once('error', reject);
  });
}

describe('load search: the kept records ring', () => {
  test('a record read back is the record written, its text in UTF-8 included', () => {
    const ring = RecordRing.create(64 * 1024);
    ring.set(recordOf(7));
    expect(ring.get(7)).toEqual(recordOf(7));
    expect(ring.get(8)).toBeUndefined();
  });

  test('a load written again is read in its newest version', () => {
    const ring = RecordRing.create(64 * 1024);
    ring.set(recordOf(7));
    ring.set({ ...recordOf(7), updatedAt: '2026-11-28T00:00:00.000Z' });
    expect(ring.get(7)?.updatedAt).toBe('2026-11-28T00:00:00.000Z');
    expect(ring.count).toBe(1);
  });

  test('a forgotten record is not read', () => {
    const ring = RecordRing.create(64 * 1024);
    ring.set(recordOf(7));
    ring.delete(7);
    expect(ring.get(7)).toBeUndefined();
  });

  test('the ring keeps within its bytes: the records it came round to are forgotten, the newest kept whole', () => {
    const ring = RecordRing.create(4096);
    for (let id = 1; id <= 40; id++) ring.set(recordOf(id));
    // About 300 bytes each: the last dozen or so fit, and never one split over the ring's end.
    expect(ring.get(1)).toBeUndefined();
    expect(ring.get(40)).toEqual(recordOf(40));
    expect(ring.get(39)).toEqual(recordOf(39));
    expect(ring.count).toBeGreaterThan(5);
    expect(ring.count).toBeLessThan(15);
    for (let id = 1; id <= 40; id++) {
      const read = ring.get(id);
      if (read) expect(read).toEqual(recordOf(id));
    }
  });

  test('a record larger than half the ring is not kept', () => {
    const ring = RecordRing.create(4096);
    ring.set(recordOf(1, 3000));
    expect(ring.get(1)).toBeUndefined();
  });

  test('a thread writes into the same records the main thread reads', async () => {
    const ring = RecordRing.create(1024 * 1024);
    await writerThread(ring.memory, 1, 50);
    for (let id = 1; id <= 50; id++) expect(ring.get(id)).toEqual(recordOf(id));
  });

  test('while another thread writes over the ring, a read is the whole record or nothing', async () => {
    // Small enough that the writer laps it many times while this thread reads.
    const ring = RecordRing.create(16 * 1024);
    const writing = writerThread(ring.memory, 1, 20_000);
    let done = false;
    void writing.then(() => { done = true; });
    let reads = 0;
    while (!done) {
      for (let id = 1; id <= 20_000; id += 97) {
        const read = ring.get(id);
        if (read) {
          reads++;
          expect(read).toEqual(recordOf(id));
        }
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    await writing;
    // The last records written are still there.
    for (let id = 20_000; id > 19_990; id--) if (ring.get(id)) reads++;
    expect(reads).toBeGreaterThan(0);
  });
});
