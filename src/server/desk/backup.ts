import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { DeskUsageError, type DeskGroup, type DeskVerb } from './verbs';

/**
 * A consistent copy of the embedded database while the server serves: SQLite's online backup reads the file as
 * it stands at one moment (WAL lets it read beside the writers) and copies it page by page into a new file.
 */
export async function backUpSqlite(sourceFile: string, destination: string): Promise<{ bytes: number }> {
  const source = new SQLite(sourceFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(destination);
  } finally {
    source.close();
  }
  const copy = new SQLite(destination, { readonly: true });
  try {
    const [{ integrity_check: check }] = copy.pragma('integrity_check') as { integrity_check: string }[];
    if (check !== 'ok') throw new Error(`the copy in ${destination} failed SQLite's integrity check: ${check}`);
  } finally {
    copy.close();
  }
  return { bytes: fs.statSync(destination).size };
}

const backup: DeskVerb = {
  usage: 'FILE (a new file; the embedded database only)',
  async run({ database, print }, args) {
    if (args.length !== 1) throw new DeskUsageError('Name one file to write the copy to.');
    if (database?.dialect !== 'sqlite') {
      print('DATABASE_URL names PostgreSQL: back it up with pg_dump, as the README says.');
      return 1;
    }
    const destination = path.resolve(args[0]);
    if (path.resolve(database.file) === destination) throw new DeskUsageError('The copy cannot be the database itself.');
    if (fs.existsSync(destination)) {
      print(`${args[0]} exists already: name a new file, so no earlier copy is overwritten.`);
      return 1;
    }
    const { bytes } = await backUpSqlite(database.file, destination);
    print(`Copied ${database.file} to ${args[0]} (${(bytes / 1024 / 1024).toFixed(1)} MB), checked whole.`);
    return 0;
  },
};

/** `npm run desk -- backup FILE`: a copy of the embedded database, taken while the server runs. */
export const backupDesk: DeskGroup = {
  summary: 'copy the embedded SQLite database to a new file while the server runs (PostgreSQL: pg_dump)',
  verbs: { copy: backup },
  defaultVerb: 'copy',
};
