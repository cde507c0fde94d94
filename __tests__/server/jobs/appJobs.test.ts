import type { FastifyInstance } from 'fastify';
import { fixedClock } from '../../../src/server/clock';
import type { Db } from '../../../src/server/db/database';
import { retryDelayMs } from '../../../src/server/services/outbox/delivery';
import { findMessage } from '../../../src/server/services/mail/outboxStore';
import { listJobs } from '../../../src/server/services/jobs/jobStore';
import { startSmtpServer, type TestSmtpServer } from '../mail/smtpServer';
import { createCarrier, testApp } from '../support/appFixtures';
import { insertBoardLoad } from '../support/boardLoads';
import { describeEachDatabase } from '../support/databases';

const window = (latestPickup: string) => ({
  earliestPickup: '2026-11-01', latestPickup, earliestDelivery: latestPickup, latestDelivery: '2027-01-31',
  visibleToCarriersFrom: '2026-11-01T00:00:00.000Z',
});

/** The app's own jobs on two API processes (two apps, each with its own connection) sharing one database. */
describeEachDatabase('the app\'s scheduled jobs', (context) => {
  let second: Db;
  let apps: FastifyInstance[] = [];
  let nextId = 970_000;
  beforeAll(() => {
    second = context.connectAgain();
  });
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
  });
  afterAll(() => second.close());

  async function twoProcesses(clock: ReturnType<typeof fixedClock>, env?: Record<string, string>): Promise<FastifyInstance[]> {
    apps = [await testApp(context.db(), { clock, env }), await testApp(second, { clock, env })];
    await Promise.all(apps.map((app) => app.loadSearch.ready()));
    return apps;
  }

  test('loads whose latest pick-up day has passed leave the board once, and the index of the process that ran the job drops them at once', async () => {
    const clock = fixedClock('2026-11-27T23:50:00Z');
    const processes = await twoProcesses(clock);
    const passed = (nextId += 2) - 1;
    await insertBoardLoad(processes[0], context.db(), { id: passed, ...window('2026-11-27') });
    await insertBoardLoad(processes[1], second, { id: passed + 1, ...window('2026-11-27') });
    expect((await processes[0].loadSearch.ready()).has(passed)).toBe(true);

    clock.set('2026-11-28T00:00:00Z');
    // Two SQLite connections in one thread cannot overlap a transaction (the expiry and its live events): better-sqlite3
    // waits for the lock synchronously, stopping the thread that holds it. Real processes look at once (twoProcesses.test.ts).
    const ran = context.dialect === 'sqlite'
      ? [await processes[0].jobs.runDue(), await processes[1].jobs.runDue()]
      : await Promise.all(processes.map((app) => app.jobs.runDue()));
    expect(ran.flat().filter((name) => name === 'expireLoads')).toHaveLength(1);
    const runner = processes[ran.findIndex((names) => names.includes('expireLoads'))];
    const index = await runner.loadSearch.ready();
    expect(index.has(passed)).toBe(false);
    expect(index.has(passed + 1)).toBe(false);
    const rows = await context.db().db.selectFrom('loads').select(['id', 'visibleToCarriers', 'updatedAt', 'orderStatus'])
      .where('id', 'in', [passed, passed + 1]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: passed, visibleToCarriers: 0, updatedAt: '2026-11-28T00:00:00.000Z', orderStatus: 'Available' },
      { id: passed + 1, visibleToCarriers: 0, updatedAt: '2026-11-28T00:00:00.000Z', orderStatus: 'Available' },
    ]);
    expect(await Promise.all(processes.map((app) => app.jobs.runDue()))).toEqual([[], []]);
  });

  test('only unclaimed Available loads expire: a load still in its pick-up window and a claimed load stay', async () => {
    const clock = fixedClock('2026-12-31T10:00:00Z');
    const [app] = await twoProcesses(clock);
    const carrier = await createCarrier(context.db());
    const inWindow = (nextId += 1);
    const claimed = (nextId += 1);
    await insertBoardLoad(app, context.db(), { id: inWindow, ...window('2026-12-31') });
    await insertBoardLoad(app, context.db(), {
      id: claimed, ...window('2026-12-30'), carrierClientId: carrier.clientId, orderStatus: 'PendingPickup',
    });

    await app.jobs.runDue();
    const rows = await context.db().db.selectFrom('loads').select(['id', 'visibleToCarriers'])
      .where('id', 'in', [inWindow, claimed]).orderBy('id').execute();
    expect(rows).toEqual([{ id: inWindow, visibleToCarriers: 1 }, { id: claimed, visibleToCarriers: 1 }]);
    expect((await app.loadSearch.ready()).has(inWindow)).toBe(true);
  });

  test('every job has its row in the jobs table with its next due time and last run', async () => {
    const clock = fixedClock('2027-01-05T09:00:00Z');
    const [app] = await twoProcesses(clock);
    await app.jobs.runDue();
    const rows = await listJobs(context.db().db);
    expect(rows.map((row) => row.name)).toEqual([
      'expireLoads', 'paymentProblemNotices', 'pruneLiveEvents', 'prunePageViews', 'savedLoadReminders', 'savedSearchDigest', 'urgentLoadNotices',
    ]);
    expect(rows.every((row) => row.leaseOwner === null && row.lastError === null && row.lastRunAt === '2027-01-05T09:00:00.000Z')).toBe(true);
  });

  test('page views older than 90 days are pruned by a job; younger ones stay', async () => {
    // Later than the other tests' runs, so the job is due whatever ran before.
    const clock = fixedClock('2027-02-05T09:00:00Z');
    const [app] = await twoProcesses(clock);
    const path = `/pruned-${process.pid}-${nextId++}`;
    const view = (viewedAt: string) => ({ path, userId: null, clientId: null, viewedAt });
    await context.db().db.insertInto('pageViews')
      .values([view('2026-11-07T08:59:59.000Z'), view('2026-11-07T09:00:00.000Z'), view('2027-02-04T12:00:00.000Z')]).execute();
    expect(await app.jobs.runDue()).toContain('prunePageViews');
    const kept = await context.db().db.selectFrom('pageViews').select('viewedAt').where('path', '=', path).orderBy('viewedAt').execute();
    expect(kept.map((row) => row.viewedAt)).toEqual(['2026-11-07T09:00:00.000Z', '2027-02-04T12:00:00.000Z']);
  });

  describe('with SMTP', () => {
    let smtp: TestSmtpServer;
    beforeAll(async () => {
      smtp = await startSmtpServer();
    });
    afterAll(() => smtp.close());

    test('a message whose retry is due is delivered by the mail retry job, once across both processes', async () => {
      const clock = fixedClock('2027-01-06T09:00:00Z');
      const processes = await twoProcesses(clock, { SMTP_URL: smtp.url });
      smtp.refusing = true;
      const { outboxId } = await processes[0].mailer.send({ to: 'late@fleet.test', subject: 'Sent by the job', text: 'Eventually.' });
      smtp.refusing = false;
      clock.advance(retryDelayMs(1));

      const ran = await Promise.all(processes.map((app) => app.jobs.runDue()));
      expect(ran.flat().filter((name) => name === 'mailRetry')).toHaveLength(1);
      expect(await findMessage(context.db().db, outboxId)).toMatchObject({ status: 'sent', attempts: 2 });
    });
  });
});
