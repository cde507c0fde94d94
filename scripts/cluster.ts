import { ensurePostgresDatabase } from '../bench/database';
import { assertRedisAnswers } from '../__tests__/support/testRedis';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { isSeeded, seedDatabase } from '../src/server/db/seed';
import { installNginxIfMissing } from './cluster/nginx';
import { startCluster } from './cluster/startCluster';
import { numberOption } from '../bench/options';

/*
 * npm run cluster [-- --port 8080] [--processes 3]
 * Three API processes on PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/haulboard_cluster,
 * created, migrated and seeded here once) and Redis (REDIS_URL, default redis://127.0.0.1:6379) behind nginx on
 * --port, installed from Debian when missing. Ctrl+C or SIGTERM stops nginx and every process.
 */


async function preparedDatabase(url: string): Promise<void> {
  await ensurePostgresDatabase(url);
  const db = openDatabase({ dialect: 'postgres', url });
  try {
    await migrateToLatest(db);
    if (await isSeeded(db)) return;
    const loads = loadConfig({ SEED_LOADS: process.env.SEED_LOADS, LOG_LEVEL: 'silent' }).seedLoads;
    console.log(`cluster: first start, adding demo data with ${loads} loads…`);
    await seedDatabase(db, { loads });
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/haulboard_cluster';
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL must be a postgres:// URL: processes share one database');
  installNginxIfMissing();
  await assertRedisAnswers(redisUrl);
  await preparedDatabase(databaseUrl);

  const cluster = await startCluster({
    databaseUrl, redisUrl, processes: numberOption('processes', 3), listen: { host: '127.0.0.1', port: numberOption('port', 8080) },
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  });
  console.log(`\n  Haulboard is running at ${cluster.url} (nginx, config in ${cluster.proxy.folder})`);
  console.log(`  API processes: ${cluster.processes.join(', ')}; each answer names its own in X-Served-By`);
  console.log('  Ctrl+C stops them all.\n');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('cluster: stopping nginx and the API processes…');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
