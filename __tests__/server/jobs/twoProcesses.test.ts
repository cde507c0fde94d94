import { spawn } from 'node:child_process';
import path from 'node:path';
import { fixedClock } from '../../../src/server/clock';
import { JobScheduler } from '../../../src/server/services/jobs/scheduler';
import { describeEachDatabase } from '../support/databases';
import { JOB_NAME, LEASE_MS } from './support/jobProcess';

const root = path.resolve(__dirname, '../../..');
const script = path.join(__dirname, 'support/jobProcess.ts');
const everyMs = 10 * 60_000;

interface Child { output(): Promise<string>; untilLine(line: string): Promise<void>; tell(line: string): void; kill(): Promise<void> }

function jobProcess(args: string[]): Child {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [script, ...args], { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent' } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    async output() {
      const code = await exited;
      if (code !== 0) throw new Error(`the job process failed (${code}): ${stderr}`);
      return stdout;
    },
    untilLine(line) {
      // Looked at again on each chunk of output (after it is added above) and when the process ends.
      return new Promise<void>((resolve, reject) => {
        const look = () => {
          if (stdout.split('\n').includes(line)) done(resolve);
          else if (child.exitCode !== null) done(() => reject(new Error(`the job process ended: ${stderr}`)));
        };
        const done = (settle: () => void) => {
          child.stdout.off('data', look);
          child.off('exit', look);
          settle();
        };
        child.stdout.on('data', look);
        child.on('exit', look);
        look();
      });
    },
    tell(line) {
      child.stdin.write(`${line}\n`);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The scheduler in two real operating-system processes (tsx children) on one database file or PostgreSQL schema. */
describeEachDatabase('jobs across two processes', (context) => {
  const runsTable = () => context.db().db.withTables<{ jobProcessRuns: { owner: string; ranAt: string } }>();

  beforeAll(async () => {
    await context.db().db.schema.createTable('job_process_runs').ifNotExists()
      .addColumn('owner', 'text', (col) => col.notNull()).addColumn('ran_at', 'text', (col) => col.notNull()).execute();
  });
  beforeEach(async () => {
    await runsTable().deleteFrom('jobProcessRuns').execute();
    await context.db().db.deleteFrom('jobs').where('name', '=', JOB_NAME).execute();
  });

  test('two processes looking at the same instants run the job once per due time', async () => {
    const rounds = 20;
    const baseNow = '2026-11-27T23:50:00.000Z';
    const children = ['first', 'second'].map((owner) => jobProcess([context.databaseUrl(), owner, 'count', baseNow, String(everyMs), String(rounds)]));
    await Promise.all(children.map((child) => child.untilLine('ready')));
    for (let round = 0; round < rounds; round += 1) {
      for (const child of children) child.tell('go');
      await Promise.all(children.map((child) => child.untilLine(`looked ${round}`)));
    }
    const counts = (await Promise.all(children.map((child) => child.output()))).map((output) => Number(output.trim().split('\n').pop()));

    const rows = await runsTable().selectFrom('jobProcessRuns').select(['owner', 'ranAt']).orderBy('ranAt').execute();
    expect(counts[0] + counts[1]).toBe(rounds);
    expect(rows).toHaveLength(rounds);
    expect(new Set(rows.map((row) => row.ranAt)).size).toBe(rounds);
  }, 60_000);

  test('a process killed while it holds the job leaves a lease that another process takes over once it expires', async () => {
    const baseNow = '2026-12-31T23:58:00.000Z';
    const crashed = jobProcess([context.databaseUrl(), 'crashed', 'hang', baseNow, String(everyMs)]);
    await crashed.untilLine('running');
    await crashed.kill();

    const clock = fixedClock(baseNow);
    let runs = 0;
    const survivor = new JobScheduler({
      db: context.db().db, clock, owner: 'survivor',
      jobs: [{ name: JOB_NAME, everyMs, leaseMs: LEASE_MS, run: async () => { runs += 1; } }],
    });
    expect(await survivor.runDue()).toEqual([]);
    clock.advance(LEASE_MS + 1);
    expect(await survivor.runDue()).toEqual([JOB_NAME]);
    expect(runs).toBe(1);
  }, 60_000);
});
