/* eslint-disable no-console -- the outbox command reports to the person who ran it. */
import { parseArgs } from 'node:util';
import { runCommand, withMigratedDatabase } from './commandLine';
import { loadConfig } from './config';
import { outboxListing, outboxMessage } from './services/mail/outboxReport';

const usage = `Usage: npm run outbox -- [--limit N] [--id N]
  --limit   how many of the latest messages to list (default 10)
  --id      print that message whole, as raw MIME (headers, text and attachments)
Reads DATABASE_URL (default ./data/haulboard.sqlite).`;

function wholeNumber(raw: string, name: string): number {
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw)) || Number(raw) < 1) {
    throw new Error(`--${name} must be a whole number from 1, got "${raw}"`);
  }
  return Number(raw);
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { limit: { type: 'string' }, id: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const limit = values.limit === undefined ? 10 : wholeNumber(values.limit, 'limit');
  const id = values.id === undefined ? null : wholeNumber(values.id, 'id');
  return withMigratedDatabase(loadConfig(process.env).database, async (db) => {
    if (id === null) {
      console.log(await outboxListing(db.db, limit));
      return 0;
    }
    const raw = await outboxMessage(db.db, id);
    if (raw === null) {
      console.error(`No message #${id} in the outbox.`);
      return 1;
    }
    process.stdout.write(raw.endsWith('\n') ? raw : `${raw}\n`);
    return 0;
  });
}

runCommand(main);
