import { launchBrowser } from '../__tests__/e2e/support/launchChromium';
import { createSeededPostgres } from '../__tests__/e2e/support/postgresDatabase';
import { startServerProcess, type ServerProcess } from '../__tests__/e2e/support/serverProcess';
import { createDeskApiKey } from '../src/server/auth/deskApiKeys';
import { demoPassword } from '../src/server/db/seed';
import { percentile } from './loadsFigures';
import { day, postedLoad } from './postedLoads';
import { textOption } from './options';

/*
 * npm run bench:events [-- --claims N] [--postgres ADMIN_URL] [--redis URL]
 * A claim reaching another process's browser, as deployed at scale: two API processes (src/server/main.ts) on one
 * fresh PostgreSQL database (dropped afterwards) and one Redis. The second demo carrier's browser (the system
 * Chromium) follows the board through an EventSource on process B; the demo carrier claims posted loads one after
 * another through process A. Prints the time from sending each claim to its board event arriving in the browser.
 */

const claims = Number(textOption('claims') ?? 200);
const adminUrl = textOption('postgres') ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = textOption('redis') ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const portal = 'SourceApplication=CarrierPortal';

async function call(url: string, init: RequestInit & { expect: number }): Promise<any> {
  const response = await fetch(url, init);
  if (response.status !== init.expect) throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

async function signIn(origin: string, email: string): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'password', username: email, password: demoPassword });
  return (await call(`${origin}/api/token?${portal}`, { method: 'POST', body, expect: 200 })).access_token;
}

const figures = (samples: number[]) =>
  `p50 ${percentile(samples, 50).toFixed(0)} ms  p95 ${percentile(samples, 95).toFixed(0)} ms  max ${Math.max(...samples).toFixed(0)} ms  (n=${samples.length})`;

async function main(): Promise<void> {
  const database = await createSeededPostgres(adminUrl, { loads: 200 });
  const processes: ServerProcess[] = [];
  const browser = await launchBrowser();
  try {
    const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl, LOG_LEVEL: 'warn', HTTP_THREADS: '0' };
    processes.push(...await Promise.all([startServerProcess(env), startServerProcess(env)]));
    const [a, b] = processes.map((process) => process.baseUrl);

    const { key } = await createDeskApiKey(database.db.db, { name: 'events bench', now: new Date() });
    const loadIds: number[] = [];
    for (let n = 0; n < claims; n++) {
      const posted = await call(`${a}/api/desk/loads`, {
        method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(postedLoad(n)), expect: 201,
      });
      loadIds.push(posted.id);
    }
    const [claimer, watcher] = await Promise.all([signIn(a, 'demo@carrier.test'), signIn(a, 'other@carrier.test')]);

    const page = await browser.context.newPage();
    await page.goto(`${b}/api/health`);
    const { ticket } = await call(`${b}/api/events/ticket?${portal}`, { method: 'POST', headers: { authorization: `Bearer ${watcher}` }, expect: 200 });
    await page.evaluate((url) => new Promise<void>((resolve) => {
      const arrivals: Record<number, number> = {};
      (window as unknown as { arrivals: Record<number, number> }).arrivals = arrivals;
      const stream = new EventSource(url);
      stream.addEventListener('board', (event) => {
        const data = JSON.parse((event as MessageEvent).data) as { loadId: number; onBoard: boolean };
        if (!data.onBoard) arrivals[data.loadId] = Date.now();
      });
      stream.addEventListener('ready', () => resolve(), { once: true });
    }), `${b}/api/events?${portal}&ticket=${ticket}`);

    const toBrowser: number[] = [];
    const claimCalls: number[] = [];
    const claim = { ScheduledPickup: `${day(1)}T12:00:00+00:00`, ScheduledDelivery: `${day(2)}T12:00:00+00:00`, DriverId: null };
    for (const loadId of loadIds) {
      const sent = Date.now();
      await call(`${a}/api/CarrierLoads/${loadId}/assignment?${portal}`, {
        method: 'POST', headers: { authorization: `Bearer ${claimer}`, 'content-type': 'application/json' }, body: JSON.stringify(claim), expect: 200,
      });
      claimCalls.push(Date.now() - sent);
      const arrived = await page.waitForFunction((id) => (window as unknown as { arrivals: Record<number, number> }).arrivals[id], loadId, { timeout: 10_000 });
      toBrowser.push(Number(await arrived.jsonValue()) - sent);
    }

    console.log(`\nlive events: ${claims} claims through process A, the board event read by a browser on process B (PostgreSQL + Redis)`);
    console.log(`claim sent → event in the browser on B   ${figures(toBrowser)}`);
    console.log(`the claim call itself (A's answer)        ${figures(claimCalls)}`);
  } finally {
    await browser.close();
    await Promise.all(processes.map((process) => process.stop()));
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
