/* eslint-disable no-console -- a command reports to the person who ran it. */
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
