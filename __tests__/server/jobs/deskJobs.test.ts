import type { FastifyInstance } from 'fastify';
import { fixedClock } from '../../../src/server/clock';
import { runDesk } from '../../../src/server/desk/run';
import { listJobs } from '../../../src/server/services/jobs/jobStore';
import { bearer, createCarrier, signIn, testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { operatorKeyHeader } from '../support/deskAuth';

const ALL_JOBS = [
  'expireLoads', 'paymentProblemNotices', 'pruneLiveEvents', 'prunePageViews', 'savedLoadReminders', 'savedSearchDigest', 'urgentLoadNotices',
];

/** The operator's view of the jobs: `GET /api/desk/jobs`, `POST /api/desk/jobs/{name}/due` and `npm run desk -- job`. */
describeEachDatabase('the scheduled jobs on the desk', (getDb) => {
  const clock = fixedClock('2026-11-27T23:50:00Z');
  let app: FastifyInstance;
  let desk: Record<string, string>;

  beforeAll(async () => {
    app = await testApp(getDb(), { clock });
    desk = await operatorKeyHeader(app);
    await app.jobs.runDue();
  });
  afterAll(() => app.close());

  test('the desk lists every job with its next due time and last run', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/desk/jobs', headers: desk });
    expect(response.statusCode).toBe(200);
    expect(response.json().records).toEqual([
      { name: 'expireLoads', dueAt: '2026-11-28T00:00:00.000Z', leaseOwner: null, leaseExpiresAt: null, lastRunAt: '2026-11-27T23:50:00.000Z', lastError: null },
      { name: 'paymentProblemNotices', dueAt: '2026-11-27T23:55:00.000Z', leaseOwner: null, leaseExpiresAt: null, lastRunAt: '2026-11-27T23:50:00.000Z', lastError: null },
      { name: 'pruneLiveEvents', dueAt: '2026-11-28T00:00:00.000Z', leaseOwner: null, leaseExpiresAt: null, lastRunAt: '2026-11-27T23:50:00.000Z', lastError: null },
      { name: 'prunePageViews', dueAt: '2026-11-28T00:50:00.000Z', leaseOwner: null, leaseExpiresAt: null, lastRunAt: '2026-11-27T23:50:00.000Z', lastError: null },
      { name: 'savedLoadReminders', dueAt: '2026-11-28T00:05:00.000Z', leaseOwner: null, leaseExpiresAt: null, lastRunAt: '2026-11-27T23:50:00.000Z', lastError: null },
      { name: 'savedSearchDigest', dueAt: '2026-11-28T00:05:00.000Z', leaseOwner: null, leaseExpiresAt: null, lastRunAt: '2026-11-27T23:50:00.000Z', lastError: null },
      { name: 'urgentLoadNotices', dueAt: '2026-11-27T23:55:00.000Z', leaseOwner: null, leaseExpiresAt: null, lastRunAt: '2026-11-27T23:50:00.000Z', lastError: null },
    ]);
  });

  test('a job made due now runs at the next look instead of at its time', async () => {
    clock.advance(60_000);
    expect(await app.jobs.runDue()).toEqual([]);
    const response = await app.inject({ method: 'POST', url: '/api/desk/jobs/expireLoads/due', headers: desk });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'expireLoads', dueAt: '2026-11-27T23:51:00.000Z' });
    expect(await app.jobs.runDue()).toEqual(['expireLoads']);
  });

  test('an unknown job is a 404 with its name', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/desk/jobs/everything/due', headers: desk });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'There is no job named everything.', code: 'not_found' });
  });

  test('a carrier\'s token reaches neither job call', async () => {
    const token = await signIn(app, await createCarrier(getDb()));
    for (const request of [{ method: 'GET' as const, url: '/api/desk/jobs' }, { method: 'POST' as const, url: '/api/desk/jobs/expireLoads/due' }]) {
      expect((await app.inject({ ...request, headers: bearer(token) })).statusCode).toBe(401);
    }
    expect((await app.inject({ method: 'GET', url: '/api/desk/jobs' })).statusCode).toBe(401);
  });

  test('npm run desk -- job list prints each job, and job due makes one due now over the same function', async () => {
    const lines: string[] = [];
    const context = { db: getDb().db, clock, print: (line: string) => lines.push(line) };
    expect(await runDesk(['job', 'list'], context)).toBe(0);
    expect(lines.map((line) => line.split('\t')[0])).toEqual(ALL_JOBS);
    expect(lines[0]).toContain('\tidle\tlast run ');

    clock.advance(60_000);
    expect(await runDesk(['job', 'due', 'savedSearchDigest'], context)).toBe(0);
    expect((await listJobs(getDb().db)).find((job) => job.name === 'savedSearchDigest')?.dueAt).toBe(clock.now().toISOString());
    expect(await runDesk(['job', 'due', 'nothing'], context)).toBe(1);
    expect(lines.at(-1)).toBe('There is no job named nothing.');
  });
});
