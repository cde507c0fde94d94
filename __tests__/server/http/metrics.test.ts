import type { FastifyInstance } from 'fastify';
import { bearer, createCarrier, signIn, testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';

/* Issue 23: the operator's view in Prometheus' text format, behind METRICS_TOKEN. */

const METRICS_TOKEN = 'metrics-token-for-the-operators-scraper';

describeEachDatabase('GET /metrics', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(getDb(), { env: { METRICS_TOKEN } });
  });
  afterAll(() => app.close());

  const scrape = () => app.inject({ url: '/metrics', headers: bearer(METRICS_TOKEN) });

  test('with METRICS_TOKEN as bearer it answers in Prometheus\' text format', async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE haulboard_http_request_duration_seconds histogram');
    expect(response.body).toContain('haulboard_process_resident_memory_bytes');
  });

  test('it is not public: no token, a wrong one and a carrier\'s session are refused 401', async () => {
    const carrierToken = await signIn(app, await createCarrier(getDb()));
    for (const headers of [{}, bearer('metrics-token-for-the-operators-scrapeR'), bearer(carrierToken)]) {
      const response = await app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('haulboard_');
    }
  });

  test('request latency is counted by route pattern, never by a path holding ids or tokens', async () => {
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/driver/loads', headers: bearer('A'.repeat(43)) });
    await app.inject({ url: '/api/PublicLoads/987654abcdef' });
    const body = (await scrape()).body;
    expect(body).toMatch(/haulboard_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="2xx"\} [1-9]/);
    expect(body).toMatch(/route="\/api\/PublicLoads\/:slug"/);
    expect(body).not.toContain('987654abcdef');
    expect(body).not.toContain('AAAAAAAA');
  });

  test('the search index\'s size and lag, the queues, event streams and the database pool are read at each scrape', async () => {
    await app.loadSearch.ready();
    const body = (await scrape()).body;
    expect(body).toMatch(/^haulboard_search_index_loads \d+$/m);
    expect(body).toMatch(/^haulboard_search_index_lag_seconds [\d.e-]+$/m);
    expect(body).toMatch(/^haulboard_queue_depth\{queue="mail"\} \d+$/m);
    expect(body).toMatch(/^haulboard_queue_oldest_seconds\{queue="text"\} [\d.e-]+$/m);
    expect(body).toMatch(/^haulboard_event_streams_open 0$/m);
    expect(body).toMatch(/^haulboard_db_pool_connections\{state="open"\} [1-9]\d*$/m);
  });

  test('each scheduled job\'s runs and failures are counted', async () => {
    await app.jobs.runDue();
    const body = (await scrape()).body;
    expect(body).toMatch(/^haulboard_job_runs_total\{job="expireLoads"\} [1-9]\d*$/m);
    expect(body).toMatch(/^# TYPE haulboard_job_failures_total counter$/m);
  });
});

describeEachDatabase('without METRICS_TOKEN', (getDb) => {
  test('there are no metrics: /metrics is not an address of the API', async () => {
    const app = await testApp(getDb());
    try {
      const response = await app.inject({ url: '/metrics', headers: bearer(METRICS_TOKEN) });
      expect(response.statusCode).toBe(404);
      expect(app.metrics).toBeNull();
    } finally {
      await app.close();
    }
  });
});
