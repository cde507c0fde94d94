import { parentPort, workerData } from 'node:worker_threads';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/database';
import { createLogger } from '../../../logger';
import type { HttpThreadData } from './httpThreads';
import { linkToMainThread } from './threadLink';

/*
 * An HTTP thread: the whole app on its own database connection, accepting on the main thread's port
 * (listenForThreads). Its load search asks the main thread's index (remoteIndex.ts), so the index exists once.
 */

async function main(): Promise<void> {
  const data = workerData as HttpThreadData;
  const config = loadConfig(data.env);
  const db = openDatabase(config.database);
  // The main thread has printed every start-up line (its address, a missing web app); a thread builds the same app
  // from the same settings, so until it serves it says only what goes wrong.
  const logger = createLogger(config.logLevel);
  const level = logger.level;
  if (logger.levels.values[level] < logger.levels.values.error) logger.level = 'error';
  const app = await buildApp({ db, config, logger, clientDir: data.clientDir, liveEvents: data.liveEvents });
  linkToMainThread()!.handle('stop', async () => {
    await app.close();
    await db.close();
  });
  // Fastify hands either to net.Server.listen; its types list neither a descriptor nor reusePort.
  await app.listen(data.listen as never);
  logger.level = level;
  parentPort!.postMessage('listening');
}

main().catch((error: unknown) => {
  parentPort!.postMessage({ failed: error instanceof Error ? error.stack ?? error.message : String(error) });
});
