import { startServerProcess, type ServerProcess } from '../../__tests__/e2e/support/serverProcess';
import { freePort, startNginx, type Proxy } from './nginx';

/**
 * Haulboard at scale on one machine: API processes (src/server/main.ts, as `npm start` runs them) on one PostgreSQL
 * database and one Redis, behind nginx. The database must be migrated and seeded already: processes starting
 * together on an empty one would each seed it.
 */

export interface ClusterOptions {
  databaseUrl: string;
  redisUrl: string;
  processes?: number;
  /** Where nginx listens; port 0 picks a free one. */
  listen?: { host: string; port: number };
  /** More environment for every API process (LOG_LEVEL, HTTP_THREADS, secrets). */
  env?: Record<string, string>;
}

export interface Cluster {
  /** The proxy's address: the only one people use. */
  url: string;
  /** Each API process's own address, as X-Served-By names it. */
  processes: string[];
  proxy: Proxy;
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const host = options.listen?.host ?? '127.0.0.1';
  const port = options.listen?.port || await freePort();
  const url = `http://${host}:${port}`;
  const env = {
    // Three processes on a small machine use its cores already; HTTP threads only when asked for.
    HTTP_THREADS: '0',
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    TRUST_PROXY: '1',
    PUBLIC_URL: url,
  };
  const started = await Promise.allSettled(Array.from({ length: options.processes ?? 3 }, () => startServerProcess(env)));
  const servers = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  let proxy: Proxy | null = null;
  const stop = async () => {
    await proxy?.stop();
    await Promise.all(servers.map((server: ServerProcess) => server.stop()));
  };
  try {
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    const addresses = servers.map((server) => new URL(server.baseUrl).host);
    proxy = await startNginx({ host, port }, addresses);
    return { url, processes: addresses, proxy, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
