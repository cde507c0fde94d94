/*
 * One API process for the two-process live events test:
 *   tsx apiProcess.ts <DATABASE_URL> <REDIS_URL>
 * builds the app on that database with REDIS_URL, listens on a free port of 127.0.0.1 and prints
 * `listening <origin>`; it closes when its stdin ends. Its backstop poll is a minute, so an event that reaches
 * its streams sooner came through Redis.
 */
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../../src/server/app';
import { loadConfig } from '../../../../src/server/config';
import { openDatabase, parseDatabaseUrl } from '../../../../src/server/db/database';

async function main(): Promise<void> {
  const [databaseUrl, redisUrl] = process.argv.slice(2);
  const db = openDatabase(parseDatabaseUrl(databaseUrl), { poolSize: 4 });
  const app = await buildApp({
    db, config: loadConfig({ LOG_LEVEL: 'silent', REDIS_URL: redisUrl }),
    clientDir: path.join(os.tmpdir(), 'haulboard-no-client-build'), liveEvents: { pollMs: 60_000 },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  process.stdout.write(`listening http://127.0.0.1:${address.port}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => {
    void app.close().then(() => db.close()).then(() => process.exit(0));
  });
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${String(error instanceof Error ? error.stack : error)}\n`);
    process.exit(1);
  });
}
