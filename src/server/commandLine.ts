import { openDatabase, type DatabaseTarget, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';

/** The configured database with its schema brought up to date, closed again whatever `work` does. */
export async function withMigratedDatabase<T>(target: DatabaseTarget, work: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase(target);
  try {
    await migrateToLatest(db);
    return await work(db);
  } finally {
    await db.close();
  }
}

/** A command's whole-number option (`--limit 20`), `minimum` or more. */
export function wholeNumberOption(raw: string, name: string, minimum = 0): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < minimum) {
    throw new Error(`--${name} must be a whole number${minimum > 0 ? ` from ${minimum}` : ''}, got "${raw}"`);
  }
  return value;
}

/** Exits with the code the command answers; a failure prints its message, not a stack, for the person at the prompt. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
