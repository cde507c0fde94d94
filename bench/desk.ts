import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { createDeskApiKey } from '../src/server/auth/deskApiKeys';
import { loadConfig } from '../src/server/config';
import { openScratchDatabase } from './loadsDatabase';
import { describe, timed, type Figure } from './loadsFigures';
import { cars, day, places, postedLoad } from './postedLoads';
import { numberOption } from './options';

/*
 * npm run bench:desk [-- --rows N] [--posts N] [--postgres [url]]
 * The desk's load posting through its HTTP endpoints (app.inject) on a fresh database (a temporary SQLite file, or
 * PostgreSQL's own haulboard_bench_desk database, dropped afterwards): a CSV import of 100,000 loads in one request
 * (rows/s), the same file sent again (all unchanged), and 2,000 single posts one after another (p50/p95).
 */

const args = process.argv.slice(2);
const rows = numberOption('rows', 100_000);
const posts = numberOption('posts', 2_000);
const ownPostgresUrl = 'postgres://postgres@127.0.0.1:5432/haulboard_bench_desk';
const postgresAt = args.indexOf('--postgres');
const postgresUrl = postgresAt < 0 ? null : args[postgresAt + 1]?.startsWith('postgres') ? args[postgresAt + 1] : ownPostgresUrl;

function csvOf(count: number): string {
  const header = 'brokerReference,rate,originName,originAddress,originCity,originState,originZip,destinationName,destinationAddress,' +
    'destinationCity,destinationState,destinationZip,earliestPickup,latestPickup,earliestDelivery,latestDelivery,' +
    'vehicle1Year,vehicle1Make,vehicle1Model,vehicle1Weight,vehicle2Make,vehicle2Model,vehicle2Inoperable';
  const lines = [header];
  for (let n = 0; n < count; n++) {
    const [from, to] = [places[n % places.length], places[(n * 7 + 3) % places.length]];
    const [first, second] = [cars[n % cars.length], cars[(n + 1) % cars.length]];
    lines.push([`CSV-${n}`, 500 + (n % 1500), 'Auction lot', '1 Depot Rd', ...from, 'Dealer', '2 Main St', ...to,
      day(0), day(5), day(2), day(9), 2015 + (n % 10), ...first, ...(n % 3 === 0 ? second.slice(0, 2) : ['', '']), n % 3 === 0 ? 'no' : '']
      .map((cell) => (String(cell).includes(',') ? `"${cell}"` : cell)).join(','));
  }
  return `${lines.join('\n')}\n`;
}

async function importOnce(app: FastifyInstance, headers: Record<string, string>, csv: string) {
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url: '/api/desk/loads/import', headers: { ...headers, 'content-type': 'text/csv' }, payload: csv });
  const wallMs = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`import: HTTP ${response.statusCode} ${response.body.slice(0, 300)}`);
  return { wallMs, report: response.json() as { created: number; unchanged: number } };
}

async function main(): Promise<void> {
  const scratch = await openScratchDatabase(postgresUrl, ownPostgresUrl);
  const { db } = scratch;
  const app = await buildApp({ db, config: loadConfig({ LOG_LEVEL: 'silent' }), clientDir: '/nonexistent-haulboard-client' });
  await app.ready();
  // A serving process has its search index built; every post then also pays for putting the load in it.
  await app.loadSearch.ready();
  const { key } = await createDeskApiKey(db.db, { name: 'bench broker', now: new Date() });
  const headers = { authorization: `Bearer ${key}` };
  const figures: Figure[] = [];

  const csv = csvOf(rows);
  const first = await importOnce(app, headers, csv);
  if (first.report.created !== rows) throw new Error(`import created ${first.report.created} of ${rows}`);
  const rate = (wallMs: number) => `${Math.round(rows / (wallMs / 1000)).toLocaleString('en-US')} rows/s`;
  figures.push({ what: `CSV import of ${rows.toLocaleString('en-US')} loads, one request`, wallMs: first.wallMs, note: `${rate(first.wallMs)}, ${(csv.length / 1048576).toFixed(1)} MiB` });
  const again = await importOnce(app, headers, csv);
  if (again.report.unchanged !== rows) throw new Error(`re-sent import left ${again.report.unchanged} of ${rows} unchanged`);
  figures.push({ what: 'The same file sent again (every row unchanged)', wallMs: again.wallMs, note: rate(again.wallMs) });

  await timed(20, (n) => app.inject({ method: 'POST', url: '/api/desk/loads', headers, payload: postedLoad(1_000_000 + n) }));
  const samples = await timed(posts, async (n) => {
    const response = await app.inject({ method: 'POST', url: '/api/desk/loads', headers, payload: postedLoad(n) });
    if (response.statusCode !== 201) throw new Error(`post: HTTP ${response.statusCode} ${response.body.slice(0, 300)}`);
  });
  figures.push({ what: 'POST /api/desk/loads, one load after another', samples, note: `${posts.toLocaleString('en-US')} posts on ${(rows + 20).toLocaleString('en-US')} loads` });

  console.log(`\n${db.dialect}: desk load posting (${scratch.label})`);
  console.log(describe(figures));
  await app.close();
  await scratch.discard();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
