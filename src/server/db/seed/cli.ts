import { parseArgs } from 'node:util';
import { runCommand, wholeNumberOption, withMigratedDatabase } from '../../commandLine';
import { loadConfig } from '../../config';
import { clearDataTables } from '../maintenance';
import { isSeeded, seedDatabase } from './index';

const usage = `Usage: npm run seed -- [--loads N] [--reset] [--seed S] [--today YYYY-MM-DD]
  --loads   loads to generate (default SEED_LOADS or 5000)
  --reset   empty every data table first (otherwise a database with data is left alone)
  --seed    random seed; the same seed and options give the same data
  --today   the day the demo is set on (default: now)
Writes to DATABASE_URL (default ./data/haulboard.sqlite).`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      loads: { type: 'string' }, reset: { type: 'boolean' }, seed: { type: 'string' }, today: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const config = loadConfig(process.env);
  const loads = values.loads === undefined ? config.seedLoads : wholeNumberOption(values.loads, 'loads');
  const seed = values.seed === undefined ? undefined : wholeNumberOption(values.seed, 'seed');
  const today = values.today === undefined ? undefined : new Date(`${values.today}T12:00:00Z`);
  if (today && Number.isNaN(today.getTime())) throw new Error(`--today must be a date YYYY-MM-DD, got "${values.today}"`);

  const where = config.database.dialect === 'sqlite' ? config.database.file : 'PostgreSQL';
  return withMigratedDatabase(config.database, async (db) => {
    if (await isSeeded(db)) {
      if (!values.reset) {
        console.error(`${where} already has data; run again with --reset to replace it.`);
        return 1;
      }
      console.log(`Clearing the data tables of ${where}…`);
      await clearDataTables(db);
    }
    console.log(`Seeding ${loads.toLocaleString('en-US')} loads into ${where}…`);
    const summary = await seedDatabase(db, { loads, seed, today });
    const seconds = (summary.milliseconds / 1000).toFixed(1);
    console.log(`Seeded ${summary.loads.toLocaleString('en-US')} loads with ${summary.vehicles.toLocaleString('en-US')} vehicles ` +
      `(${Object.entries(summary.loadsByStatus).map(([status, count]) => `${status} ${count}`).join(', ')}), ` +
      `${summary.clients} carriers, ${summary.users} users, ${summary.drivers} drivers in ${seconds} s.`);
    return 0;
  });
}

runCommand(main);
