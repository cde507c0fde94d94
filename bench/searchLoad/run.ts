import os from 'node:os';
import autocannon from 'autocannon';
import { systemClock } from '../../src/server/clock';
import { demoPassword } from '../../src/server/db/seed';
import { findUserByEmail } from '../../src/server/repositories/users';
import { LoadSearch } from '../../src/server/services/loadSearch/loadSearch';
import { openBenchDatabase } from '../database';
import { percentile } from '../loadsFigures';
import { searchMix } from '../mix';
import { treeMemory, type TreeMemory } from './processMemory';
import { startServer } from './serverProcess';

/*
 * npm run bench:search -- --load [--loads N] [--connections N] [--seconds N] [--threads N] [--day YYYY-MM-DD]
 *   [--postgres [url]] [--profile DIR] [--check N] [--warm]
 * Starts the real server on the bench board as a child process, signs in as the demo carrier and sends the
 * search mix (bodies in turn) at N connections for S seconds; prints requests/s, latency, errors and the
 * server's memory, then checks a sample of answers against an in-process LoadSearch on the same database.
 * --warm first sends each search of the mix once, so that the measure sees kept answers and records only.
 */

const demoEmail = 'demo@carrier.test';

export async function runLoadBench(args: string[]): Promise<void> {
  const option = (name: string) => { const at = args.indexOf(`--${name}`); return at >= 0 ? args[at + 1] : undefined; };
  const number = (name: string, fallback: number) => Number(option(name) ?? fallback);
  const loads = number('loads', 1_000_000);
  const seed = number('seed', 20_260_101);
  const connections = number('connections', 50);
  const seconds = number('seconds', 20);
  const checks = number('check', 30);
  // The cached board is named after the day it was seeded on: --day reuses one seeded before midnight.
  const day = option('day') ?? new Date().toISOString().slice(0, 10);
  const today = new Date(`${day}T12:00:00Z`);
  const postgresAt = args.indexOf('--postgres');
  const postgresUrl = process.env.BENCH_DATABASE_URL
    ?? (postgresAt >= 0 ? (args[postgresAt + 1]?.startsWith('postgres') ? args[postgresAt + 1] : 'postgres://postgres@127.0.0.1:5432/haulboard_bench') : null);

  const bench = await openBenchDatabase({ postgresUrl, loads, seed, today });
  const user = await findUserByEmail(bench.db.db, demoEmail);
  if (!user) throw new Error('the demo carrier is missing from the bench database');
  const env: Record<string, string> = { DATABASE_URL: postgresUrl ?? bench.label };
  // Unset, HTTP_THREADS is what the default start gives (config.ts); --threads N measures another count.
  const threads = option('threads');
  if (threads !== undefined) env.HTTP_THREADS = threads;
  console.log(`\n${bench.db.dialect}, ${loads.toLocaleString('en-US')} loads (${bench.label}); ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);

  const startedAt = performance.now();
  const server = await startServer(env, { cpuProfileDir: option('profile') });
  const base = `http://127.0.0.1:${server.port}`;
  console.log(`server pid ${server.child.pid}: index of ${server.indexedLoads.toLocaleString('en-US')} loads and ${server.threads} more HTTP thread(s) ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s; ${describe(treeMemory(server.child.pid!))}`);
  try {
    const token = await signIn(base);
    const mix = searchMix(1_000, seed, today);
    let warmed = 0;
    const path = (i: number) => `/api/CarrierLoads/search/available?pageNumber=${mix[i].pageNumber}&pageSize=${mix[i].pageSize}`;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    if (args.includes('--warm')) {
      const warmStarted = performance.now();
      await autocannon({ url: base, connections: 10, amount: mix.length, timeout: 30, requests: [{
        method: 'POST', headers,
        setupRequest: (request) => { const i = warmed++; return { ...request, path: path(i), body: JSON.stringify(mix[i].criteria) }; },
      }] });
      console.log(`warmed with the ${mix.length} searches of the mix in ${((performance.now() - warmStarted) / 1000).toFixed(1)} s`);
    }
    let next = 0;
    let peakRss = 0;
    const sampler = setInterval(() => { peakRss = Math.max(peakRss, treeMemory(server.child.pid!).rssMb); }, 250);
    const loadBefore = os.loadavg()[0];
    const latencies: number[] = [];
    const load = autocannon({
      url: base, connections, duration: seconds, timeout: 10,
      requests: [{
        method: 'POST', headers,
        setupRequest: (request) => { const i = next++ % mix.length; return { ...request, path: path(i), body: JSON.stringify(mix[i].criteria) }; },
      }],
    });
    load.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
    const result = await load;
    clearInterval(sampler);
    const memory = treeMemory(server.child.pid!);
    const l = result.latency;
    console.log(`${connections} connections, ${seconds} s, load average ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after`);
    console.log(`requests/s ${result.requests.average.toFixed(0)} (${result.requests.total.toLocaleString('en-US')} in ${result.duration.toFixed(1)} s)`);
    console.log(`latency p50 ${l.p50} ms  p90 ${l.p90} ms  p99 ${l.p99} ms  max ${l.max} ms`);
    console.log(`errors ${result.errors}  timeouts ${result.timeouts}  non-2xx ${result.non2xx}`);
    // Cold, the mix's first pass is where p99 comes from: its answers apart from the rest, and how many of each are slow.
    const firstPass = args.includes('--warm') ? 0 : mix.length;
    console.log(`first ${firstPass.toLocaleString('en-US')} answers (the mix's first pass): ${latencySummary(latencies.slice(0, firstPass))}`);
    console.log(`the ${Math.max(0, latencies.length - firstPass).toLocaleString('en-US')} after: ${latencySummary(latencies.slice(firstPass))}`);
    console.log(`server memory: ${describe(memory)}; highest sampled RSS sum ${Math.max(peakRss, memory.rssMb).toFixed(0)} MB`);
    await checkAnswers(base, headers, mix.slice(0, checks), bench.db.db, { userId: user.id, clientId: user.clientId }, path);
  } finally {
    await server.stop();
    await bench.db.close();
  }
}

/** p50 and p99 of a run of answers' latencies, and how many took over 50 ms (the p99 goal). */
function latencySummary(latencies: number[]): string {
  if (latencies.length === 0) return 'none';
  const slow = latencies.filter((ms) => ms > 50).length;
  const at = (p: number) => percentile(latencies, p).toFixed(0);
  return `p50 ${at(50)} ms  p99 ${at(99)} ms  over 50 ms ${slow.toLocaleString('en-US')} (${((100 * slow) / latencies.length).toFixed(1)}%)`;
}

function describe(memory: TreeMemory): string {
  return `RSS ${memory.rssMb.toFixed(0)} MB now, peak (VmHWM) ${memory.peakMb.toFixed(0)} MB over ${memory.processes} process(es)`;
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/token`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: demoEmail, password: demoPassword }).toString(),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The server's answers must be the records the service gives in-process, not just 200s. */
async function checkAnswers(
  base: string, headers: Record<string, string>, sample: ReturnType<typeof searchMix>,
  db: Parameters<typeof findUserByEmail>[0], viewer: { userId: number; clientId: number }, path: (i: number) => string,
): Promise<void> {
  if (sample.length === 0) return;
  const answers: string[] = [];
  for (const [i, query] of sample.entries()) {
    const response = await fetch(`${base}${path(i)}`, { method: 'POST', headers, body: JSON.stringify(query.criteria) });
    answers.push(JSON.stringify(await response.json()));
  }
  const search = new LoadSearch(db, { clock: systemClock, catchUpMs: 0 });
  await search.ready();
  let differ = 0;
  for (const [i, query] of sample.entries()) {
    const expected = await search.search(query.criteria, viewer, { pageNumber: query.pageNumber, pageSize: query.pageSize });
    if (answers[i] !== JSON.stringify(expected)) differ++;
  }
  search.close();
  console.log(`answers checked against in-process LoadSearch.search: ${sample.length - differ} of ${sample.length} equal`);
  if (differ > 0) process.exitCode = 1;
}
