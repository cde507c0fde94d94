/*
 * One API process's scheduler, alone in a child process, for the jobs tests:
 *   tsx jobProcess.ts <DATABASE_URL> <owner> count <baseNow> <everyMs> <rounds>
 *     prints 'ready', waits for a line on stdin (the test tells both processes at once), then looks for the due
 *     job once per round, 50 ms apart, the clock at baseNow + round × everyMs; each run adds a row to
 *     job_process_runs. Prints how many runs it made. Real time is only waited, never read, so faketime's
 *     per-process start times do not matter.
 *   tsx jobProcess.ts <DATABASE_URL> <owner> hang <baseNow> <everyMs>
 *     takes the due job, prints 'running' and never finishes: the test kills it as a crashed process.
 */
import { fixedClock } from '../../../../src/server/clock';
import { openDatabase, parseDatabaseUrl } from '../../../../src/server/db/database';
import { JobScheduler } from '../../../../src/server/services/jobs/scheduler';

export const JOB_NAME = 'countedAcrossProcesses';
export const LEASE_MS = 5 * 60_000;
const roundMs = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function main(): Promise<void> {
  const [url, owner, mode, baseNow, everyText, roundsText] = process.argv.slice(2);
  const everyMs = Number(everyText);
  const db = openDatabase(parseDatabaseUrl(url));
  const clock = fixedClock(baseNow);
  const runs = db.db.withTables<{ jobProcessRuns: { owner: string; ranAt: string } }>();
  const run = mode === 'hang'
    ? () => {
      process.stdout.write('running\n');
      return new Promise<never>(() => undefined);
    }
    : async () => {
      await runs.insertInto('jobProcessRuns').values({ owner, ranAt: clock.now().toISOString() }).execute();
      await sleep(5);
    };
  const scheduler = new JobScheduler({ db: db.db, clock, owner, jobs: [{ name: JOB_NAME, everyMs, leaseMs: LEASE_MS, run }] });
  if (mode === 'hang') {
    await scheduler.runDue();
    return;
  }
  process.stdout.write('ready\n');
  await new Promise((resolve) => process.stdin.once('data', resolve));
  process.stdin.pause();
  let ran = 0;
  for (let round = 0; round < Number(roundsText); round += 1) {
    if (round > 0) await sleep(roundMs);
    clock.set(new Date(Date.parse(baseNow) + round * everyMs));
    ran += (await scheduler.runDue()).length;
  }
  await db.close();
  process.stdout.write(`${ran}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${String(error instanceof Error ? error.stack : error)}\n`);
    process.exit(1);
  });
}
