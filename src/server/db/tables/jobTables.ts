import type { Timestamp } from './columnShapes';

/** Scheduled work shared by every API process (migration 0016). */
export interface JobsTable {
  /** The job's name in code, e.g. 'expireLoads'. */
  name: string;
  /** When it should run next; a process takes it once this has passed. */
  dueAt: Timestamp;
  /** The process running it now (host, pid and a random part), null when nobody is. */
  leaseOwner: string | null;
  /** When a running holder counts as dead and another process may take the job over. */
  leaseExpiresAt: Timestamp | null;
  lastRunAt: Timestamp | null;
  /** The last run's failure, null when it succeeded. */
  lastError: string | null;
}
