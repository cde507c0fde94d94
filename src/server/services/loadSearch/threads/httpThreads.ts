import type { MessagePort } from 'node:worker_threads';
import { MessageChannel, Worker } from 'node:worker_threads';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serveIndex } from './indexHost';

/** What an HTTP thread is started with (worker data). */
export interface HttpThreadData {
  fd: number;
  env: Record<string, string | undefined>;
  clientDir?: string;
  indexPort: MessagePort;
  versionCell: Int32Array;
}

export interface HttpThreads {
  count: number;
  /** Queries the main thread's index answered for the threads. */
  queriesAnswered(): number;
  stop(): Promise<void>;
}

const workerFile = path.join(__dirname, 'httpWorker.ts');

// Compiled (`npm start`), the thread runs the compiled sibling. From the TypeScript sources it registers tsx's
// require hook first (Node 20 applies no --import loader, inherited from tsx or given, to a worker's entry file).
function newWorker(data: HttpThreadData, transferList: MessagePort[]): Worker {
  if (__filename.endsWith('.js')) return new Worker(path.join(__dirname, 'httpWorker.js'), { workerData: data, transferList });
  return new Worker(`require('tsx/cjs'); require(${JSON.stringify(workerFile)});`, { eval: true, workerData: data, transferList });
}

/**
 * Starts `count` more threads serving the app's HTTP on the socket it listens on (after `app.listen`), each
 * asking this thread's load index. Call `stop()` before `app.close()`.
 */
export async function startHttpThreads(
  app: FastifyInstance, count: number, env: Record<string, string | undefined>, clientDir?: string,
): Promise<HttpThreads> {
  const fd = (app.server as unknown as { _handle?: { fd?: number } })._handle?.fd;
  if (count <= 0 || typeof fd !== 'number' || fd < 0) return { count: 0, queriesAnswered: () => 0, stop: async () => undefined };
  const search = app.loadSearch;
  let queries = 0;
  const workers = await Promise.all(Array.from({ length: count }, () => {
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (message: { type?: string }) => { if (message.type === 'query') queries++; });
    serveIndex(search, port1);
    const data: HttpThreadData = { fd, env, clientDir, indexPort: port2, versionCell: search.versionCell };
    const worker = newWorker(data, [port2]);
    worker.on('error', (error) => app.log.error({ err: error }, 'an HTTP thread failed'));
    return new Promise<Worker>((resolve, reject) => {
      worker.once('message', (message: unknown) => (message === 'listening' ? resolve(worker)
        : reject(new Error(`an HTTP thread could not start: ${(message as { failed?: string }).failed}`))));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`an HTTP thread stopped (exit ${code}) before listening`)));
    });
  }));
  return {
    count,
    queriesAnswered: () => queries,
    async stop() {
      // A thread's socket handle shares the descriptor with this thread's: the threads go first, then app.close().
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
