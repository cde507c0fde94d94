import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type * as PromClient from 'prom-client';
import type { Gauge, MetricObjectWithValues, MetricValue, Registry } from 'prom-client';
import { bearerValue, hashToken } from '../../auth/tokens';
import type { Db } from '../../db/database';
import { lazyModule } from '../../lazyModule';
import { linkToMainThread } from '../loadSearch/threads/threadLink';
import { outboxQueue } from './queues';

type ThreadMetrics = MetricObjectWithValues<MetricValue<string>>[];

// Loaded only where METRICS_TOKEN turns the metrics on.
const promClient = lazyModule<typeof PromClient>('prom-client');

export interface AppMetrics {
  jobRan(jobName: string, failed: boolean): void;
  /** The main thread's: reads an HTTP thread's metrics at each scrape, until the answered function is called. */
  addThread(read: () => Promise<ThreadMetrics>): () => void;
  /** This thread's metrics and every added thread's, summed, in Prometheus' text format. */
  text(): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's metrics; null when METRICS_TOKEN is unset (nothing is measured then). */
    metrics: AppMetrics | null;
  }
}

const isToken = (given: string | null, token: string) =>
  given !== null && timingSafeEqual(Buffer.from(hashToken(given)), Buffer.from(hashToken(token)));

/**
 * What is read at each scrape rather than counted as it happens. Each thread reads its own streams and database
 * pool (summed over the threads); the index, the queues and the process are the process's, read on its main
 * thread only.
 */
function registerReadings(app: FastifyInstance, db: Db, register: Registry, isMain: boolean): void {
  const { Gauge, collectDefaultMetrics } = promClient();
  const gauge = (name: string, help: string, labelNames: string[], collect: (g: Gauge) => Promise<void> | void) =>
    new Gauge({ name, help, labelNames, registers: [register], async collect() { await collect(this); } });

  gauge('haulboard_event_streams_open', 'Live event streams open on this process.', [], (g) => g.set(app.liveEvents.hub.streamCount));
  gauge('haulboard_db_pool_connections', 'Database connections by state (open, idle, waiting for one).', ['state'], (g) => {
    const use = db.poolUse();
    g.set({ state: 'open' }, use.open);
    g.set({ state: 'idle' }, use.idle);
    g.set({ state: 'waiting' }, use.waiting);
  });
  if (!isMain) return;
  collectDefaultMetrics({ register, prefix: 'haulboard_' });

  gauge('haulboard_search_index_loads', 'Loads in this process\'s search index (absent until it is built).', [], async (g) => {
    const stats = await app.loadSearch.stats();
    if (stats) g.set(stats.loads);
  });
  gauge('haulboard_search_index_lag_seconds', 'Time since the index last read every change written before it looked.', [], async (g) => {
    const stats = await app.loadSearch.stats();
    if (stats) g.set(stats.lagSeconds);
  });
  const depth = gauge('haulboard_queue_depth', 'Messages waiting to be delivered, by queue (mail, text).', ['queue'], () => undefined);
  gauge('haulboard_queue_oldest_seconds', 'Age of the oldest message waiting, by queue (0 when none).', ['queue'], async (g) => {
    for (const [queue, table] of [['mail', 'outbox'], ['text', 'smsOutbox']] as const) {
      const { waiting, oldestSeconds } = await outboxQueue(app.db, table, app.clock.now());
      depth.set({ queue }, waiting);
      g.set({ queue }, oldestSeconds);
    }
  });
}

/**
 * `GET /metrics` in Prometheus' text format, for the operator: request latency by route, the search index, jobs,
 * the mail and text queues, event streams, the database pool, and the process (memory, CPU, event loop). Not
 * public: it answers only `Authorization: Bearer METRICS_TOKEN`; unset, the path does not exist. Whichever
 * thread answers, it answers for the whole process: an HTTP thread asks the main thread, which sums every
 * thread's counts (prom-client's AggregatorRegistry, as for a cluster).
 */
const metricsPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const token = app.config.metricsToken;
  if (!token) {
    app.decorate('metrics', null);
    return;
  }
  const { AggregatorRegistry, Counter, Histogram, Registry } = promClient();
  const register = new Registry();
  const link = linkToMainThread();
  const latency = new Histogram({
    name: 'haulboard_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [register],
  });
  const jobRuns = new Counter({ name: 'haulboard_job_runs_total', help: 'Runs of each scheduled job by this process.', labelNames: ['job'], registers: [register] });
  const jobFailures = new Counter({ name: 'haulboard_job_failures_total', help: 'Failed runs of each scheduled job by this process.', labelNames: ['job'], registers: [register] });
  registerReadings(app, db, register, !link);
  const threads = new Set<() => Promise<ThreadMetrics>>();

  const metrics: AppMetrics = {
    jobRan(jobName: string, failed: boolean) {
      jobRuns.inc({ job: jobName });
      if (failed) jobFailures.inc({ job: jobName });
    },
    addThread(read) {
      threads.add(read);
      return () => threads.delete(read);
    },
    async text() {
      if (threads.size === 0) return register.metrics();
      // A thread that is stopping answers no more: the scrape counts the others.
      const read = await Promise.allSettled([register.getMetricsAsJSON(), ...[...threads].map((readThread) => readThread())]);
      const answered = read.flatMap((result) => (result.status === 'fulfilled' ? [result.value as ThreadMetrics] : []));
      return AggregatorRegistry.aggregate(answered).metrics();
    },
  };
  app.decorate('metrics', metrics);
  link?.handle('metricsOfThread', () => register.getMetricsAsJSON() as Promise<ThreadMetrics>);

  app.addHook('onResponse', async (request, reply) => {
    // The pattern, not the path: ids and tokens in paths would make a series per load and leak secrets.
    const route = request.routeOptions.url ?? 'unmatched';
    latency.observe({ method: request.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isToken(bearerValue(request.headers.authorization), token)) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ message: 'The metrics need their token.', code: 'unauthorized', errors: [] });
    }
    return reply.type(register.contentType).send(await (link ? link.call('metrics') : metrics.text()));
  });
};

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['loadSearch', 'liveEvents'] });
