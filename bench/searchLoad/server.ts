import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { listenForThreads, startHttpThreads } from '../../src/server/services/loadSearch/threads/httpThreads';

/*
 * The server the load bench drives: the real app over the bench database (DATABASE_URL), listening on a free
 * port, with HTTP_THREADS more threads. It prints `listening <port>` and, once the index is built and the
 * threads listen, `ready <loads> <threads>`.
 */

async function main(): Promise<void> {
  const env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', PORT: '0' };
  const config = loadConfig(env);
  const db = openDatabase(config.database, { poolSize: 10 });
  const app = await buildApp({ db, config, clientDir: '/nonexistent' });
  await listenForThreads(app, { host: '127.0.0.1', port: 0 }, config.httpThreads);
  // How the connections split between this thread and the others, which accept on the same port.
  let connectionsHere = 0;
  app.server.on('connection', () => connectionsHere++);
  console.log(`listening ${(app.server.address() as AddressInfo).port}`);
  const index = await app.loadSearch.ready();
  // The first look for other processes' changes comes a couple of seconds after the build: not in the measure.
  await app.loadSearch.catchUpNow();
  const threads = await startHttpThreads(app, config.httpThreads, env, '/nonexistent');
  const memory = process.memoryUsage();
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  console.log(`memory at ready: rss ${mb(memory.rss)}, heap used ${mb(memory.heapUsed)} of ${mb(memory.heapTotal)}, array buffers ${mb(memory.arrayBuffers)}, external ${mb(memory.external)}`);
  console.log(`ready ${index.size} ${threads.count}`);
  const stop = () => {
    console.log(`connections accepted by the main thread: ${connectionsHere}; searches the other threads asked of its index: ${threads.queriesAnswered()}`);
    void threads.stop().then(() => app.close()).then(() => db.close()).then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
