import { systemClock } from '../clock';
import { runCommand, withMigratedDatabase } from '../commandLine';
import { loadConfig } from '../config';
import { configuredOrigin } from '../http/publicOrigin';
import { readInstallation } from '../repositories/installation';
import { redisWakePublisher } from '../services/liveEvents/redisBus';
import { unwatchedLiveEventWrites } from '../services/liveEvents/wake';
import { createMailer } from '../services/mail/mailer';
import { createTexter } from '../services/sms/texter';
import { deskUsage, runDesk } from './run';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  // Asking for the usage needs no database.
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    console.log(deskUsage());
    return argv.length === 0 ? 1 : 0;
  }
  const config = loadConfig(process.env);
  return withMigratedDatabase(config.database, async ({ db }) => {
    const mailer = createMailer(db, { smtpUrl: config.smtpUrl, clock: systemClock });
    const texter = createTexter(db, { smsUrl: config.smsUrl, clock: systemClock });
    const wakes = config.redisUrl
      ? redisWakePublisher(config.redisUrl, await readInstallation(db).redisNamespace(), (error) => console.error(`Waking the event streams failed: ${String(error)}`))
      : null;
    // Links in mail point at PUBLIC_URL, else at the server this configuration starts.
    const notifications = {
      db, mailer, texter, clock: systemClock, liveEventWrites: wakes?.liveEventWrites ?? unwatchedLiveEventWrites,
      origin: configuredOrigin(config), linkSecret: config.notificationLinkSecret,
    };
    try {
      return await runDesk(argv, { db, clock: systemClock, print: (line) => console.log(line), notifications, database: config.database });
    } finally {
      await Promise.all([mailer.close(), texter.close(), wakes?.close()]);
    }
  });
}

runCommand(main);
