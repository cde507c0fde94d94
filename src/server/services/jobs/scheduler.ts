import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import { claimDueJob, ensureJob, finishJob } from './jobStore';

export interface ScheduledJob {
  name: string;
  /** The time between due times. */
  everyMs: number;
  /** How long a run may hold the job before another process takes it over as abandoned. */
  leaseMs?: number;
  run(): Promise<unknown>;
}

export interface JobSchedulerOptions {
  db: Kysely<Database>;
  clock: Clock;
  jobs: readonly ScheduledJob[];
  /** Names this process in the jobs table; unique per scheduler unless a test names it. */
  owner?: string;
  /** How often the timer looks for due jobs (real time; due times are read from the clock). */
  tickMs?: number;
  onError?: (jobName: string, error: unknown) => void;
  /** Told of every run this process made, with its failure or null (the operator's metrics count them). */
  onRan?: (jobName: string, error: string | null) => void;
}

const defaultLeaseMs = 10 * 60_000;
const defaultTickMs = 5_000;

/** The first due time after `now` in the job's cadence from `dueAt`: missed runs are skipped, not repeated. */
export function nextDueAfter(dueAt: Date, now: Date, everyMs: number): Date {
  const missed = Math.max(0, Math.floor((now.getTime() - dueAt.getTime()) / everyMs)) + 1;
  return new Date(dueAt.getTime() + missed * everyMs);
}

export function processOwner(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

/**
 * Runs each job once per due time across every process sharing the database: a run happens only in the process
 * whose lease UPDATE took the due row. `runDue` looks once; `start` looks every tick until `stop`.
 */
export class JobScheduler {
  readonly owner: string;
  private timer: NodeJS.Timeout | null = null;
  private looking: Promise<string[]> | null = null;

  constructor(private readonly options: JobSchedulerOptions) {
    this.owner = options.owner ?? processOwner();
  }

  /** Runs every job that is due now and not held by a live lease; answers the names of the jobs it ran. */
  runDue(): Promise<string[]> {
    this.looking ??= this.lookOnce().finally(() => { this.looking = null; });
    return this.looking;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.runDue().catch((error: unknown) => this.options.onError?.('jobs', error));
    }, this.options.tickMs ?? defaultTickMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a run under way, so the database is not closed beneath it. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.looking?.catch(() => undefined);
  }

  private async lookOnce(): Promise<string[]> {
    const { db, clock, jobs } = this.options;
    // Every look, not once: a reset of the data (npm run seed -- --reset) may have emptied the table meanwhile.
    for (const job of jobs) await ensureJob(db, job.name, clock.now());
    const ran: string[] = [];
    for (const job of jobs) {
      if (await this.runIfDue(job)) ran.push(job.name);
    }
    return ran;
  }

  private async runIfDue(job: ScheduledJob): Promise<boolean> {
    const { db, clock } = this.options;
    const takenAt = clock.now();
    const dueAt = await claimDueJob(db, job.name, this.owner, takenAt, new Date(takenAt.getTime() + (job.leaseMs ?? defaultLeaseMs)));
    if (dueAt === null) return false;
    let error: string | null = null;
    try {
      await job.run();
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
      this.options.onError?.(job.name, failure);
    }
    this.options.onRan?.(job.name, error);
    const ranAt = clock.now();
    const kept = await finishJob(db, job.name, this.owner, { ranAt, nextDueAt: nextDueAfter(new Date(dueAt), ranAt, job.everyMs), error });
    if (!kept) this.options.onError?.(job.name, new Error(`job ${job.name} outlived its lease; another process took it over`));
    return true;
  }
}
