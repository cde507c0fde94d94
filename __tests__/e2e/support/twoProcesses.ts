import type { Db } from '../../../src/server/db/database';
import { assertRedisAnswers, testRedisUrl } from '../../support/testRedis';
import { hasChromium } from './chromium';
import { createSeededPostgres } from './postgresDatabase';
import type { RunningHaulboard } from './server';
import { startServerProcess } from './serverProcess';

const postgresUrl = process.env.TEST_DATABASE_URL;

if (!postgresUrl) {
  const notice = '\n*** TWO-PROCESS END-TO-END FLOWS SKIPPED: TEST_DATABASE_URL is not set (postgres://postgres@127.0.0.1:5432/test in CI) ***\n';
  if (process.env.CI) throw new Error(notice);
  process.stderr.write(notice);
}

/** Runs the block only where both a Chromium and a PostgreSQL server to test on exist. */
export const describeOnTwoProcesses = hasChromium && postgresUrl ? describe : describe.skip;

export interface TwoHaulboards {
  a: RunningHaulboard;
  b: RunningHaulboard;
  /** The test's own connection to the database both processes share. */
  db: Db;
  stop(): Promise<void>;
}

/**
 * Haulboard at scale in miniature: two API processes (`src/server/main.ts`, as deployed) on one fresh, seeded
 * PostgreSQL database and one Redis, serving the production client build. stop() ends both and drops the database.
 */
export async function startTwoHaulboards({ loads = 400 }: { loads?: number } = {}): Promise<TwoHaulboards> {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  await assertRedisAnswers();
  const database = await createSeededPostgres(postgresUrl, { loads });
  const env = { DATABASE_URL: database.url, REDIS_URL: testRedisUrl, LOG_LEVEL: 'warn' };
  const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
  const processes = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const stop = async () => {
    await Promise.all(processes.map((server) => server.stop()));
    await database.drop();
  };
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const [a, b] = processes.map((server) => ({ baseUrl: server.baseUrl, db: database.db, stop: server.stop }));
  return { a, b, db: database.db, stop };
}
