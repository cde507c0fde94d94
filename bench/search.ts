import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { demoPassword } from '../src/server/db/seed';
import { findUserByEmail } from '../src/server/repositories/users';
import { readSearchFilter } from '../src/server/services/loadSearch/criteria';
import { openBenchDatabase, removeCachedFile } from './database';
import { percentile, timed } from './loadsFigures';
import { searchMix } from './mix';
import { naiveSearch } from './naive';
import { numberOption } from './options';

/*
 * npm run bench:search [-- --loads N] [--queries N] [--naive N] [--postgres [url]] [--drop]
 * Seeds (or reuses) a board, runs a fixed mix of searches through the index alone, the service (index + the
 * page's records from the database) and the HTTP endpoint, then a sample of the mix through a naive SQL scan.
 * npm run bench:search -- --load […]: the server under load over HTTP (bench/searchLoad/run.ts).
 */

const args = process.argv.slice(2);
const loads = numberOption('loads', 1_000_000);
const queries = numberOption('queries', 1_000);
const naiveSample = numberOption('naive', 100);
const seed = numberOption('seed', 20_260_101);
const postgresAt = args.indexOf('--postgres');
const postgresUrl = process.env.BENCH_DATABASE_URL
  ?? (postgresAt >= 0 ? (args[postgresAt + 1]?.startsWith('postgres') ? args[postgresAt + 1] : 'postgres://postgres@127.0.0.1:5432/haulboard_bench') : null);
const today = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);

function percentiles(samples: number[]): string {
  const at = (p: number) => percentile(samples, p).toFixed(2);
  return `p50 ${at(50)} ms  p95 ${at(95)} ms  p99 ${at(99)} ms  (n=${samples.length})`;
}

async function main(): Promise<void> {
  const bench = await openBenchDatabase({ postgresUrl, loads, seed, today });
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const app = await buildApp({ db: bench.db, config, clientDir: '/nonexistent' });
  await app.ready();
  const user = await findUserByEmail(bench.db.db, 'demo@carrier.test');
  if (!user) throw new Error('the demo carrier is missing from the bench database');
  const viewer = { userId: user.id, clientId: user.clientId };
  const signIn = await app.inject({
    method: 'POST', url: '/api/token', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username: user.email, password: demoPassword }).toString(),
  });
  const token = signIn.json().access_token as string;

  const search = app.loadSearch;
  const buildStarted = performance.now();
  const index = await search.ready();
  const heapMb = process.memoryUsage().heapUsed / 2 ** 20;
  console.log(`\n${bench.db.dialect}, ${loads.toLocaleString('en-US')} loads (${bench.label})`);
  console.log(`index of ${index.size.toLocaleString('en-US')} available loads built in ${((performance.now() - buildStarted) / 1000).toFixed(1)} s; heap ${heapMb.toFixed(0)} MB`);

  const mix = searchMix(queries, seed, today);
  const paging = (i: number) => ({ pageNumber: mix[i].pageNumber, pageSize: mix[i].pageSize });
  await timed(Math.min(100, queries), (i) => search.search(mix[i].criteria, viewer, paging(i)));

  const totals: number[] = [];
  const indexOnly = await timed(queries, async (i) => {
    const { pageNumber, pageSize } = paging(i);
    totals[i] = (await search.findIds(readSearchFilter(mix[i].criteria), (pageNumber - 1) * pageSize, pageSize)).total;
  });
  const service = await timed(queries, (i) => search.search(mix[i].criteria, viewer, paging(i)));
  const http = await timed(queries, async (i) => {
    const response = await app.inject({
      method: 'POST', url: `/api/CarrierLoads/search/available?pageNumber=${mix[i].pageNumber}&pageSize=${mix[i].pageSize}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: JSON.stringify(mix[i].criteria),
    });
    if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body}`);
  });
  const stride = Math.max(1, Math.floor(queries / naiveSample));
  const sample = mix.map((_, i) => i).filter((i) => i % stride === 0).slice(0, naiveSample);
  let disagreements = 0;
  const naive = await timed(sample.length, async (n) => {
    const i = sample[n];
    const answer = await naiveSearch(bench.db.db, mix[i].criteria, search.today(), mix[i].pageNumber, mix[i].pageSize);
    if (answer.total !== null && answer.total !== totals[i]) disagreements++;
  });
  const indexOnSample = sample.map((i) => service[i]);

  console.log(`matches per search: median ${[...totals].sort((a, b) => a - b)[Math.floor(totals.length / 2)].toLocaleString('en-US')}, max ${Math.max(...totals).toLocaleString('en-US')}`);
  console.log(`index only (page ids + total)  ${percentiles(indexOnly)}`);
  console.log(`service (+ page records, DB)   ${percentiles(service)}`);
  console.log(`HTTP endpoint (app.inject)     ${percentiles(http)}`);
  console.log(`naive SQL full scan, sample    ${percentiles(naive)}`);
  console.log(`service on the same sample     ${percentiles(indexOnSample)}`);
  console.log(`naive ÷ service on the sample: p50 ${(percentile(naive, 50) / percentile(indexOnSample, 50)).toFixed(0)}×, p95 ${(percentile(naive, 95) / percentile(indexOnSample, 95)).toFixed(0)}×`);
  console.log(`naive totals that differ from the index: ${disagreements} of ${sample.length}`);

  await app.close();
  await bench.db.close();
  if (args.includes('--drop') && bench.db.dialect === 'sqlite') removeCachedFile(bench.label);
}

(args.includes('--load') ? import('./searchLoad/run').then(({ runLoadBench }) => runLoadBench(args)) : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
