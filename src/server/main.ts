import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { buildApp } from './app';
import { systemClock } from './clock';
import { buildLogFile, ensureClientBuilt, isClientBuildStale } from './clientBuild';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { demoPassword, isSeeded, seedDatabase } from './db/seed';
import { demoOperators } from './db/seed/accountData';
import { DEMO_DRIVER_LINK_TOKEN } from './db/seed/driverLinks';
import { listeningOrigin } from './http/publicOrigin';
import { createLogger, logDestination } from './logger';
import { findUserByEmail } from './repositories/users';
import { listenForThreads, startHttpThreads } from './services/loadSearch/threads/httpThreads';

const demoEmail = 'demo@carrier.test';
const otherDemoEmail = 'other@carrier.test';
const shutdownGraceMs = 10_000;
// Until the configuration names a log level, start-up speaks at 'info'; its failures go to stderr at once,
// before process.exit can cut them off.
const startupLogger = createLogger('info', pino.destination({ fd: 2, sync: true }));

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    startupLogger.fatal(error.message);
    process.exit(1);
  }
}

/** `--build-if-needed`: a fresh checkout or a pull that changed the client serves the current app. */
function buildClientIfNeeded(logger: Logger): void {
  if (!isClientBuildStale()) return;
  try {
    require.resolve('webpack-cli/bin/cli.js');
  } catch {
    logger.warn('The web app is not built and webpack is not installed: serving the API only.');
    return;
  }
  const logFile = path.relative(process.cwd(), buildLogFile);
  logger.info(`Building the web app (webpack --mode production, report in ${logFile})…`);
  const startedAt = performance.now();
  ensureClientBuilt();
  logger.info(`Web app built in ${((performance.now() - startedAt) / 1000).toFixed(0)} s.`);
}

/** The last lines of start-up, plain text rather than a log record, so that a newcomer sees them at once. */
function startupBanner(url: string, withDemoSignIns: boolean): string {
  const lines = ['', `  Haulboard is running at ${url}`];
  if (withDemoSignIns) {
    lines.push(`  Sign in as ${demoEmail} with password ${demoPassword}`);
    lines.push(`  (another carrier: ${otherDemoEmail} / ${demoPassword})`);
    lines.push(`  A demo driver's link (no password): ${url}/driver/${DEMO_DRIVER_LINK_TOKEN}`);
    lines.push(`  The operator desk: ${demoOperators[0].email} / ${demoPassword} at ${url}/api/docs`);
  }
  return `${lines.join('\n')}\n\n`;
}

async function prepareDatabase(db: Db, seedLoads: number, logger: Logger): Promise<void> {
  await migrateToLatest(db);
  if (await isSeeded(db)) return;
  logger.info(`First start: adding demo data with ${seedLoads} loads…`);
  const summary = await seedDatabase(db, { loads: seedLoads, today: systemClock.now() });
  logger.info(
    summary,
    `Demo data ready: ${summary.loads} loads, ${summary.clients} carriers, ${summary.users} users, ` +
      `${summary.drivers} drivers in ${(summary.milliseconds / 1000).toFixed(1)} s.`,
  );
}

async function main(): Promise<void> {
  const config = readConfig();
  // The banner goes through the log's own stream, so that it comes out after every line logged before it.
  const stdout = pino.destination({ fd: 1, sync: false });
  const logger = createLogger(config.logLevel, logDestination(config.logFormat, stdout, process.stdout.isTTY === true));
  if (process.argv.includes('--build-if-needed')) buildClientIfNeeded(logger);

  const db = openDatabase(config.database);
  await prepareDatabase(db, config.seedLoads, logger);
  const app = await buildApp({ db, config, logger, clock: systemClock });
  await listenForThreads(app, { host: config.host, port: config.port }, config.httpThreads);
  const threads = await startHttpThreads(app, config.httpThreads, process.env);

  const { port } = app.server.address() as AddressInfo;
  const withDemoSignIns = Boolean(await findUserByEmail(db.db, demoEmail));
  stdout.write(startupBanner(listeningOrigin(config.host, port), withDemoSignIns));

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second Ctrl+C means now
    stopping = true;
    // No new connections; every event stream is told to reconnect (behind a proxy, to another process) and ended;
    // requests in flight finish: the threads' first (they may accept on this thread's socket), then this thread's.
    logger.info({ signal }, 'stopping: event streams told to reconnect elsewhere, finishing requests in flight');
    setTimeout(() => {
      logger.error('requests did not finish in time; stopping anyway');
      process.exit(1);
    }, shutdownGraceMs).unref();
    try {
      await threads.stop();
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'stopping failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}

main().catch((error: unknown) => {
  startupLogger.fatal({ err: error }, `Haulboard could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
