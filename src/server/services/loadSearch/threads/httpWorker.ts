import { parentPort, workerData } from 'node:worker_threads';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/database';
import type { HttpThreadData } from './httpThreads';
import { linkToMainThread } from './threadLink';

/*
 * An HTTP thread: the whole app on its own database connection, accepting on the main thread's listening
 * socket. Its load search asks the main thread's index (remoteIndex.ts), so the index exists once.
 */

async function main(): Promise<void> {
  const data = workerData as HttpThreadData;
  const config = loadConfig(data.env);
  const db = openDatabase(config.database);
  const app = await buildApp({ db, config, clientDir: data.clientDir, liveEvents: data.liveEvents });
  linkToMainThread()!.handle('stop', async () => {
    await app.close();
    await db.close();
  });
  // Node 20 has no reusePort for threads: every thread accepts on the same listening descriptor.
  await app.listen({ fd: data.fd } as never);
  parentPort!.postMessage('listening');
}

main().catch((error: unknown) => {
  parentPort!.postMessage({ failed: error instanceof Error ? error.stack ?? error.message : String(error) });
});
