/*
 * One API process's scheduler, alone in a child process, for the jobs tests:
 *   tsx jobProcess.ts <DATABASE_URL> <owner> count <baseNow> <everyMs> <rounds>
 *     prints 'ready', then for each round waits for a line on stdin (the test tells both processes at once),
 *     looks for the due job with the clock at baseNow + round × everyMs and prints 'looked <round>'; each run
 *     adds a row to job_process_runs. Prints how many runs it made. The test moves both processes a round on
 *     only once both have looked, so they look at the same instants however busy the machine; real time is
 *     never read, so faketime's per-process start times do not matter.
 *   tsx jobProcess.ts <DATABASE_URL> <owner> hang <baseNow> <everyMs>
 *     takes the due job, prints 'running' and never finishes: the test kills it as a crashed process.
 */
import readline from 'node:readline';
import { fixedClock } from '../../../../src/server/clock';
import { openDatabase, parseDatabaseUrl } from '../../../../src/server/db/database';
import { JobScheduler } from '../../../../src/server/services/jobs/scheduler';

export const JOB_NAME = 'countedAcrossProcesses';
export const LEASE_MS = 5 * 60_000;
/** A turn of the event loop: a run takes a little time, so the other process may look while it is under way. */
const aTurn = () => new Promise((resolve) => setImmediate(resolve));

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
      await aTurn();
    };
  const scheduler = new JobScheduler({ db: db.db, clock, owner, jobs: [{ name: JOB_NAME, everyMs, leaseMs: LEASE_MS, run }] });
  if (mode === 'hang') {
    await scheduler.runDue();
    return;
  }
  const input = readline.createInterface({ input: process.stdin });
  const told = input[Symbol.asyncIterator]();
  process.stdout.write('ready\n');
  let ran = 0;
  for (let round = 0; round < Number(roundsText); round += 1) {
    await told.next();
    clock.set(new Date(Date.parse(baseNow) + round * everyMs));
    ran += (await scheduler.runDue()).length;
    process.stdout.write(`looked ${round}\n`);
  }
  input.close();
  await db.close();
  process.stdout.write(`${ran}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${String(error instanceof Error ? error.stack : error)}\n`);
    process.exit(1);
  });
}
