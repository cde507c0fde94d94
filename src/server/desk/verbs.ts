import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { DatabaseTarget } from '../db/database';
import type { Database } from '../db/tables';
import type { NotificationDeps } from '../services/notifications/deps';

/** What every desk verb works with: the database, the clock it reads "now" from, and where it reports. */
export interface DeskContext {
  db: Kysely<Database>;
  clock: Clock;
  print(line: string): void;
  /** Where the database lives (DATABASE_URL), for verbs that work on the store itself (backup). */
  database?: DatabaseTarget;
  /** How verbs that tell carriers something (an invoice paid) send it: the command line's mailer and PUBLIC_URL. */
  notifications?: NotificationDeps;
}

export interface DeskVerb {
  /** Arguments after the verb, e.g. `--title "..." --target CIBody` or `12`. */
  usage: string;
  run(context: DeskContext, args: string[]): Promise<number>;
}

/** A noun of the desk (`announcement`) and what can be done to it (`add`, `list`, `end`). */
export interface DeskGroup {
  summary: string;
  verbs: Record<string, DeskVerb>;
  /** Run when the command names no verb (`registration-code --email ...`). */
  defaultVerb?: string;
}

/** Thrown for a command line the desk cannot run; the message is printed with the usage. */
export class DeskUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeskUsageError';
  }
}
