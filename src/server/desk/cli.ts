/* eslint-disable no-console -- the desk reports to the operator who ran it. */
import { systemClock } from '../clock';
import { runCommand, withMigratedDatabase } from '../commandLine';
import { loadConfig } from '../config';
import { deskUsage, runDesk } from './run';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  // Asking for the usage needs no database.
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    console.log(deskUsage());
    return argv.length === 0 ? 1 : 0;
  }
  return withMigratedDatabase(loadConfig(process.env).database, ({ db }) =>
    runDesk(argv, { db, clock: systemClock, print: (line) => console.log(line) }));
}

runCommand(main);
