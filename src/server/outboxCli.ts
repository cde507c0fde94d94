import { parseArgs } from 'node:util';
import { runCommand, wholeNumberOption, withMigratedDatabase } from './commandLine';
import { loadConfig } from './config';
import { outboxListing, outboxMessage } from './services/mail/outboxReport';
import { smsOutboxListing } from './services/sms/smsOutboxReport';

const usage = `Usage: npm run outbox -- [--sms] [--limit N] [--id N]
  --sms     list the text messages (sms_outbox) instead of mail, each with its whole text
  --limit   how many of the latest messages to list (default 10)
  --id      print that mail whole, as raw MIME (headers, text and attachments)
Reads DATABASE_URL (default ./data/haulboard.sqlite).`;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { limit: { type: 'string' }, id: { type: 'string' }, sms: { type: 'boolean' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const limit = values.limit === undefined ? 10 : wholeNumberOption(values.limit, 'limit', 1);
  const id = values.id === undefined ? null : wholeNumberOption(values.id, 'id', 1);
  return withMigratedDatabase(loadConfig(process.env).database, async (db) => {
    if (values.sms) {
      console.log(await smsOutboxListing(db.db, limit));
      return 0;
    }
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
