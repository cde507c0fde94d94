import { fixedClock } from '../../../src/server/clock';
import type { Db } from '../../../src/server/db/database';
import { claimDueJob, finishJob, listJobs } from '../../../src/server/services/jobs/jobStore';
import { JobScheduler, nextDueAfter, type ScheduledJob } from '../../../src/server/services/jobs/scheduler';
import { describeEachDatabase } from '../support/databases';

const minute = 60_000;
let sequence = 0;

/** A job that counts its runs; each run lasts until `lasting()` settles (by default a turn of the event loop). */
function countingJob(everyMs = 10 * minute, leaseMs = 5 * minute) {
  sequence += 1;
  const job = {
    name: `counting${sequence}`,
    everyMs,
    leaseMs,
    runs: 0,
    lasting: (): Promise<unknown> => new Promise((resolve) => setImmediate(resolve)),
    run: async () => {
      job.runs += 1;
      await job.lasting();
    },
  };
  return job;
}

describeEachDatabase('leased jobs', (context) => {
  let second: Db;
  beforeAll(() => {
    second = context.connectAgain();
  });
  afterAll(() => second.close());

  test('a due job runs once per due time with two processes looking at the same instants', async () => {
    const clock = fixedClock('2026-11-27T23:50:00Z');
    const job = countingJob();
    const processes = [context.db(), second, context.db(), second].map((db) => new JobScheduler({ db: db.db, clock, jobs: [job] }));
    const ran: string[][] = [];
    for (let dueTime = 0; dueTime < 4; dueTime += 1) {
      // The run lasts until every other process has looked, so they all look while it is under way.
      let looked = 0;
      let everyOtherLooked: () => void = () => undefined;
      const othersLooked = new Promise<void>((resolve) => { everyOtherLooked = resolve; });
      const runsBefore = job.runs;
      // A second run of the same due time (the rule broken) ends at once, so the test fails rather than hangs.
      job.lasting = () => (job.runs > runsBefore + 1 ? Promise.resolve() : othersLooked);
      const answers = await Promise.all(processes.map((scheduler) => scheduler.runDue().finally(() => {
        looked += 1;
        if (looked === processes.length - 1) everyOtherLooked();
      })));
      ran.push(answers.flat());
      clock.advance(job.everyMs);
    }
    expect(job.runs).toBe(4);
    expect(ran).toEqual([[job.name], [job.name], [job.name], [job.name]]);
  });

  test('a job is not run again before its next due time', async () => {
    const clock = fixedClock('2026-12-31T23:58:00Z');
    const job = countingJob();
    const scheduler = new JobScheduler({ db: context.db().db, clock, jobs: [job] });
    await scheduler.runDue();
    clock.advance(job.everyMs - 1);
    expect(await scheduler.runDue()).toEqual([]);
    clock.advance(1);
    expect(await scheduler.runDue()).toEqual([job.name]);
    expect(job.runs).toBe(2);
  });

  test('a lease held by a crashed process is taken over once it expires', async () => {
    const clock = fixedClock('2026-11-27T12:00:00Z');
    const job = countingJob();
    const survivor = new JobScheduler({ db: second.db, clock, jobs: [job] });
    expect(await survivor.runDue()).toEqual([job.name]);
    clock.advance(job.everyMs);
    const takenAt = clock.now();
    expect(await claimDueJob(context.db().db, job.name, 'crashed', takenAt, new Date(takenAt.getTime() + job.leaseMs))).not.toBeNull();

    expect(await survivor.runDue()).toEqual([]);
    clock.advance(job.leaseMs - 1);
    expect(await survivor.runDue()).toEqual([]);
    clock.advance(2);
    expect(await survivor.runDue()).toEqual([job.name]);
    expect(job.runs).toBe(2);
    expect(await finishJob(context.db().db, job.name, 'crashed', { ranAt: clock.now(), nextDueAt: clock.now(), error: null })).toBe(false);
  });

  test('a failed run records its error and runs again at the next due time', async () => {
    const clock = fixedClock('2026-11-27T08:00:00Z');
    let fail = true;
    const errors: string[] = [];
    const job: ScheduledJob = {
      name: `failing${(sequence += 1)}`,
      everyMs: minute,
      run: async () => {
        if (fail) throw new Error('smtp away');
      },
    };
    const scheduler = new JobScheduler({ db: context.db().db, clock, jobs: [job], onError: (name) => errors.push(name) });
    expect(await scheduler.runDue()).toEqual([job.name]);
    expect((await listJobs(context.db().db)).find((row) => row.name === job.name)).toMatchObject({
      lastError: 'smtp away', leaseOwner: null, lastRunAt: '2026-11-27T08:00:00.000Z', dueAt: '2026-11-27T08:01:00.000Z',
    });
    fail = false;
    clock.advance(minute);
    await scheduler.runDue();
    expect((await listJobs(context.db().db)).find((row) => row.name === job.name)).toMatchObject({ lastError: null });
    expect(errors).toEqual([job.name]);
  });

  test('stopping waits for a run under way and ends the timer', async () => {
    const clock = fixedClock('2026-11-27T08:00:00Z');
    const job = countingJob();
    let runStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => { runStarted = resolve; });
    let letRunEnd: () => void = () => undefined;
    const mayEnd = new Promise<void>((resolve) => { letRunEnd = resolve; });
    let finished = false;
    job.lasting = async () => {
      runStarted();
      await mayEnd;
      finished = true;
    };
    // Only the scheduler's own timer is faked: ticks come when the test says, the database keeps real time.
    jest.useFakeTimers({ doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout'] });
    try {
      const scheduler = new JobScheduler({ db: context.db().db, clock, jobs: [job], tickMs: 5 });
      scheduler.start();
      jest.advanceTimersByTime(5);
      await started;
      let stopped = false;
      const stopping = scheduler.stop().then(() => { stopped = true; });
      await new Promise((resolve) => setImmediate(resolve));
      expect(stopped).toBe(false);
      letRunEnd();
      await stopping;
      expect(finished).toBe(true);
      clock.advance(job.everyMs * 3);
      jest.advanceTimersByTime(5 * 10);
      expect(jest.getTimerCount()).toBe(0);
      expect(job.runs).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('next due time', () => {
  test('missed due times are skipped, not run one after another', () => {
    const due = new Date('2026-11-27T10:00:00Z');
    expect(nextDueAfter(due, new Date('2026-11-27T10:00:00Z'), 10 * minute).toISOString()).toBe('2026-11-27T10:10:00.000Z');
    expect(nextDueAfter(due, new Date('2026-11-27T10:35:00Z'), 10 * minute).toISOString()).toBe('2026-11-27T10:40:00.000Z');
    expect(nextDueAfter(due, new Date('2026-11-27T10:40:00Z'), 10 * minute).toISOString()).toBe('2026-11-27T10:50:00.000Z');
  });
});
