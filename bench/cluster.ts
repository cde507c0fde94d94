import os from 'node:os';
import autocannon from 'autocannon';
import { createSeededPostgres } from '../__tests__/e2e/support/postgresDatabase';
import { assertRedisAnswers } from '../__tests__/support/testRedis';
import { carrierEmails, claimRace, claimSeenOnAnotherProcess, postLoads, signIn } from '../scripts/cluster/checks';
import { installNginxIfMissing } from '../scripts/cluster/nginx';
import { startCluster } from '../scripts/cluster/startCluster';
import { createDeskApiKey } from '../src/server/auth/deskApiKeys';
import { searchMix } from './mix';
import { numberOption, textOption } from './options';

/*
 * npm run bench:cluster [-- --loads N] [--connections N] [--seconds N] [--claims N] [--postgres ADMIN_URL] [--redis URL]
 * The cluster of `npm run cluster` (three API processes behind nginx) on a fresh PostgreSQL database (dropped
 * afterwards): search throughput through the proxy, a race of --claims claims of one load over the processes, and
 * a claim reaching an event stream that another process holds. Exits 1 when a rule fails: not exactly one winner,
 * a race that did not reach every process, or no event.
 */

const loads = numberOption('loads', 5_000);
const connections = numberOption('connections', 30);
const seconds = numberOption('seconds', 15);
const claims = numberOption('claims', 100);
const adminUrl = textOption('postgres') ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = textOption('redis') ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function main(): Promise<void> {
  installNginxIfMissing();
  await assertRedisAnswers(redisUrl);
  console.log(`Seeding ${loads.toLocaleString('en-US')} loads into a fresh PostgreSQL database…`);
  const database = await createSeededPostgres(adminUrl, { loads });
  let failed = false;
  try {
    const cluster = await startCluster({ databaseUrl: database.url, redisUrl, env: { LOG_LEVEL: 'warn' } });
    try {
      const { key } = await createDeskApiKey(database.db.db, { name: 'cluster bench', now: new Date() });
      const loadIds = await postLoads(cluster.url, key, 4);
      const tokens = await Promise.all(carrierEmails.map((email) => signIn(cluster.url, email)));
      console.log(`\n${cluster.processes.length} API processes behind nginx at ${cluster.url}; ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);

      const mix = searchMix(1_000, 20_260_101, new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`));
      const servedBy: Record<string, number> = {};
      let next = 0;
      const result = await autocannon({
        url: cluster.url, connections, duration: seconds, timeout: 10,
        requests: [{
          method: 'POST', headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
          setupRequest: (request) => {
            const query = mix[next++ % mix.length];
            return { ...request, path: `/api/CarrierLoads/search/available?pageNumber=${query.pageNumber}&pageSize=${query.pageSize}`, body: JSON.stringify(query.criteria) };
          },
        }],
      });
      for (let n = 0; n < 30; n++) {
        const answer = await fetch(`${cluster.url}/api/health`);
        const by = answer.headers.get('x-served-by') ?? '?';
        servedBy[by] = (servedBy[by] ?? 0) + 1;
      }
      console.log(`search through the proxy: ${connections} connections, ${seconds} s`);
      console.log(`  requests/s ${result.requests.average.toFixed(0)} (${result.requests.total.toLocaleString('en-US')} in ${result.duration.toFixed(1)} s)`);
      console.log(`  latency p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  max ${result.latency.max} ms`);
      console.log(`  errors ${result.errors}  timeouts ${result.timeouts}  non-2xx ${result.non2xx}`);
      console.log(`  30 health checks answered by: ${Object.entries(servedBy).map(([by, count]) => `${by} ×${count}`).join(', ')}`);
      if (result.non2xx > 0 || result.errors > 0) failed = true;

      const race = await claimRace(cluster.url, tokens, loadIds[0], claims);
      const winner = race.winners.length === 1 ? carrierEmails[race.winners[0]] : `${race.winners.length} winners`;
      console.log(`claim race: ${claims} claims of load ${loadIds[0]} by ${carrierEmails.length} carriers in turn`);
      console.log(`  winner ${winner}; answers ${Object.entries(race.statuses).map(([status, count]) => `${status} ×${count}`).join(', ')}`);
      console.log(`  processes: ${Object.entries(race.servedBy).map(([by, count]) => `${by} ×${count}`).join(', ')}`);
      if (race.winners.length !== 1 || Object.keys(race.servedBy).length !== cluster.processes.length) failed = true;

      const seen = await claimSeenOnAnotherProcess(cluster.url, tokens[1], tokens[0], loadIds.slice(1)).catch((error: unknown) => {
        console.log(`event across processes: FAILED, ${error instanceof Error ? error.message : String(error)}`);
        return null;
      });
      if (seen) console.log(`event across processes: claim through ${seen.claimServedBy} → board event on the stream held by ${seen.streamServedBy} in ${seen.milliseconds.toFixed(0)} ms`);
      else failed = true;
    } finally {
      await cluster.stop();
    }
  } finally {
    await database.drop();
  }
  if (failed) {
    console.log('\nA rule failed (see above).');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
