import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { insertCarrier, insertLoads, type BenchCarrier } from './loadsBoard';
import { insertInvoices, timeDashboardCalls } from './loadsDashboard';
import { timeInvoiceList } from './loadsInvoices';
import { defaultPostgresUrl, openScratchDatabase } from './loadsDatabase';
import { describe, timed, type Figure } from './loadsFigures';
import { numberOption } from './options';

/*
 * npm run bench:loads [-- --claimed N] [--delivered N] [--postgres [url]]
 * A busy carrier's lists, exports, load documents and claims, timed through the HTTP endpoints (app.inject) on a
 * fresh database: a temporary SQLite file, or PostgreSQL (its own haulboard_bench_loads database, dropped afterwards).
 */

const args = process.argv.slice(2);
const claimed = numberOption('claimed', 10_000);
const delivered = numberOption('delivered', 3_000);
const claims = numberOption('claims', 200);
const racers = numberOption('racers', 100);
const postgresAt = args.indexOf('--postgres');
const postgresUrl = postgresAt < 0 ? null : args[postgresAt + 1]?.startsWith('postgres') ? args[postgresAt + 1] : defaultPostgresUrl;

let signIns = 0;
async function signIn(app: FastifyInstance, carrier: BenchCarrier): Promise<Record<string, string>> {
  signIns += 1;
  const response = await app.inject({
    method: 'POST', url: '/api/token?SourceApplication=CarrierPortal', remoteAddress: `10.9.0.${signIns}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username: carrier.email, password: carrier.password }).toString(),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { authorization: `Bearer ${response.json().access_token}`, 'content-type': 'application/json' };
}

async function expectOk(app: FastifyInstance, request: InjectOptions, status = 200): Promise<LightMyRequestResponse> {
  const response = await app.inject(request);
  if (response.statusCode !== status) throw new Error(`${request.url}: HTTP ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response;
}

async function main(): Promise<void> {
  const scratch = await openScratchDatabase(postgresUrl);
  const { db } = scratch;
  const now = new Date();
  const day = (offset: number, hour: number) => `${new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10)}T${hour}:00:00Z`;

  const seedStarted = performance.now();
  const busy = await insertCarrier(db, 'Busy Bee Car Carriers', 40);
  const rival = await insertCarrier(db, 'Rival Road Haulers', 10);
  const pendingIds = await insertLoads(db, { firstId: 1, count: claimed, status: 'PendingPickup', carrier: busy }, now);
  const deliveredIds = await insertLoads(db, { firstId: 100_001, count: delivered, status: 'Delivered', carrier: busy }, now);
  await insertInvoices(db, busy, deliveredIds, now);
  await insertLoads(db, { firstId: 200_001, count: 5_000, status: 'PendingPickup', carrier: rival }, now);
  const availableIds = await insertLoads(db, { firstId: 300_001, count: claims + 1, status: 'Available', carrier: null }, now);
  const raceId = availableIds.pop()!;
  if (db.dialect === 'postgres') await sql`analyze`.execute(db.db);
  const seeded = (performance.now() - seedStarted) / 1000;

  const app = await buildApp({ db, config: loadConfig({ LOG_LEVEL: 'silent' }), clientDir: '/nonexistent-haulboard-client' });
  await app.ready();
  const [busyHeaders, rivalHeaders] = [await signIn(app, busy), await signIn(app, rival)];
  const list = (criteria: Record<string, unknown>, query = '') => expectOk(app, {
    method: 'POST', url: `/api/CarrierLoads/list/pendingPickup?SourceApplication=CarrierPortal${query}`, headers: busyHeaders, payload: JSON.stringify(criteria),
  });
  const figures: Figure[] = [];

  const pageCriteria = { default: {}, driver: { driverId: busy.driverIds[0] }, tomorrow: { scheduledPickupRange: 'tomorrow' } };
  for (const [name, criteria] of Object.entries(pageCriteria)) {
    let total = 0;
    await timed(20, () => list(criteria));
    const samples = await timed(200, async () => { total = (await list(criteria)).json().totalRecordCount; });
    figures.push({ what: `Claimed list, first page of 20, ${name === 'default' ? 'default sort' : `${name} filter`}`, samples, note: `${total.toLocaleString('en-US')} loads` });
  }

  figures.push(...await timeDashboardCalls(app, busyHeaders, now));
  figures.push(...await timeInvoiceList(app, busyHeaders, now, busy.driverIds[0]));

  let csvBytes = 0;
  let csvRows = 0;
  const csvSamples = await timed(11, async () => {
    const body = (await list({}, '&resultType=CSV')).rawPayload;
    csvBytes = body.length;
    csvRows = body.toString('utf8').trimEnd().split('\n').length - 1;
  });
  figures.push({ what: 'Claimed list as CSV (whole list)', samples: csvSamples.slice(1), note: `${csvRows.toLocaleString('en-US')} rows, ${(csvBytes / 1024).toFixed(0)} KiB` });

  const eightVehicles = await db.db.selectFrom('loads').select('id').where('id', 'in', pendingIds.slice(0, 100)).where('vehicleCount', '=', 8).executeTakeFirstOrThrow();
  let pdfBytes = 0;
  const documentsRequest = { method: 'POST' as const, url: '/api/CarrierLoadDocuments/All', headers: busyHeaders, payload: JSON.stringify({ orderId: eightVehicles.id }) };
  await timed(3, () => expectOk(app, documentsRequest));
  const pdfSamples = await timed(50, async () => { pdfBytes = (await expectOk(app, documentsRequest)).rawPayload.length; });
  figures.push({ what: `Load documents PDF, ${8} vehicles`, samples: pdfSamples, note: `${(pdfBytes / 1024).toFixed(0)} KiB` });

  const claim = (id: number, headers: Record<string, string>, driverId: number | null) => app.inject({
    method: 'POST', url: `/api/CarrierLoads/${id}/assignment`, headers,
    payload: JSON.stringify({ scheduledPickup: day(1, 12), scheduledDelivery: day(4, 15), driverId }),
  });
  const claimSamples = await timed(availableIds.length, async (n) => {
    const response = await claim(availableIds[n], busyHeaders, busy.driverIds[n % busy.driverIds.length]);
    if (response.statusCode !== 200) throw new Error(`claim of ${availableIds[n]}: HTTP ${response.statusCode} ${response.body}`);
  });
  figures.push({ what: 'Claim of an available load, one after another', samples: claimSamples, note: `${availableIds.length} loads` });

  const raceStarted = performance.now();
  const answers = await Promise.all(Array.from({ length: racers }, (_, n) => (n % 2 === 0
    ? claim(raceId, busyHeaders, null) : claim(raceId, rivalHeaders, null))));
  const raceMs = performance.now() - raceStarted;
  const statuses = answers.reduce<Record<number, number>>((counts, { statusCode }) => ({ ...counts, [statusCode]: (counts[statusCode] ?? 0) + 1 }), {});
  const winners = statuses[200] ?? 0;
  figures.push({ what: `One load raced by ${racers} claims from two carriers`, wallMs: raceMs, note: `answers ${JSON.stringify(statuses)}` });

  console.log(`\n${db.dialect}: ${claimed.toLocaleString('en-US')} claimed + ${delivered.toLocaleString('en-US')} delivered loads of one carrier, 5,000 of a rival, ${claims + 1} available, 5,000 invoices of the busy carrier (${scratch.label}); inserted in ${seeded.toFixed(1)} s`);
  console.log(describe(figures));
  await app.close();
  await scratch.discard();
  if (winners !== 1) throw new Error(`the race had ${winners} winners, not exactly 1`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
