import { readSearchFilter } from '../src/server/services/loadSearch/criteria';
import { dayOfInstant, isoDateOfDay } from '../src/server/services/loadSearch/days';
import { LoadIndex } from '../src/server/services/loadSearch/loadIndex';
import { availableLoadRows } from '../src/server/services/loadSearch/source';
import { openBenchDatabase } from './database';
import { percentile, timed } from './loadsFigures';
import { searchMix } from './mix';
import { numberOption } from './options';

/*
 * node --expose-gc --import tsx bench/searchIndexMemory.ts [--loads N] [--queries N]
 * The search index's own memory: built straight from the (cached) bench database, then measured after a full
 * collection, with the process's highest resident size (run it on a board already seeded, or seeding counts)
 * and single-search p50/p95 through the index.
 */

const loads = numberOption('loads', 1_000_000);
const queries = numberOption('queries', 1_000);
const seed = numberOption('seed', 20_260_101);
const today = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

function collect(): NodeJS.MemoryUsage {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc');
  gc();
  gc();
  return process.memoryUsage();
}

async function main(): Promise<void> {
  const bench = await openBenchDatabase({ postgresUrl: null, loads, seed, today });
  const before = collect();
  const started = performance.now();
  const index = await LoadIndex.fromPages(availableLoadRows(bench.db.db, isoDateOfDay(dayOfInstant(today))), 1024);
  const buildMs = performance.now() - started;
  const peakRss = process.resourceUsage().maxRSS * 1024;
  const after = collect();
  console.log(`${loads.toLocaleString('en-US')} loads, ${index.size.toLocaleString('en-US')} in the index, built in ${(buildMs / 1000).toFixed(1)} s`);
  console.log(`index array buffers ${mb(after.arrayBuffers - before.arrayBuffers)}, heap ${mb(after.heapUsed - before.heapUsed)}, `
    + `rss ${mb(after.rss)} (before the build ${mb(before.rss)}, highest of the process ${mb(peakRss)})`);
  const mix = searchMix(queries, seed, today);
  const day = dayOfInstant(today);
  const run = (i: number) => index.query(readSearchFilter(mix[i].criteria), day, (mix[i].pageNumber - 1) * mix[i].pageSize, mix[i].pageSize);
  await timed(Math.min(100, queries), async (i) => run(i));
  const samples = await timed(queries, async (i) => run(i));
  console.log(`single search through the index: p50 ${percentile(samples, 50).toFixed(2)} ms, p95 ${percentile(samples, 95).toFixed(2)} ms (n=${queries})`);
  await bench.db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
