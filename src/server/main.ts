/* eslint-disable no-console -- start-up messages are for the person who ran `npm start`. */
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ensureClientBuilt, isClientBuildStale } from './clientBuild';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { isSeeded, seedDatabase } from './db/seed';
import { createLogger } from './logger';
import { findUserByEmail } from './repositories/users';

const demoEmail = 'demo@carrier.test';
const shutdownGraceMs = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** `--build-if-needed`: a fresh checkout or a pull that changed the client serves the current app. */
function buildClientIfNeeded(): void {
  if (!isClientBuildStale()) return;
  try {
    require.resolve('webpack-cli/bin/cli.js');
  } catch {
    console.log('The web app is not built and webpack is not installed: serving the API only.');
    return;
  }
  console.log('Building the web app (webpack --mode production)…');
  ensureClientBuilt();
}

async function prepareDatabase(db: Db, seedLoads: number): Promise<void> {
  await migrateToLatest(db);
  if (await isSeeded(db)) return;
  console.log(`First start: adding demo data with ${seedLoads} loads…`);
  const summary = await seedDatabase(db, { loads: seedLoads });
  console.log(
    `Demo data ready: ${summary.loads} loads, ${summary.clients} carriers, ${summary.users} users, ` +
      `${summary.drivers} drivers in ${(summary.milliseconds / 1000).toFixed(1)} s.`,
  );
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  if (process.argv.includes('--build-if-needed')) buildClientIfNeeded();

  const db = openDatabase(config.database);
  await prepareDatabase(db, config.seedLoads);
  const app = await buildApp({ db, config, logger });
  await app.listen({ host: config.host, port: config.port });

  const { port } = app.server.address() as AddressInfo;
  console.log(`Haulboard is running at http://localhost:${port}`);
  if (await findUserByEmail(db.db, demoEmail)) console.log(`Sign in as ${demoEmail} with password haulboard`);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second Ctrl+C means now
    stopping = true;
    logger.info({ signal }, 'stopping: finishing requests in flight');
    setTimeout(() => {
      logger.error('requests did not finish in time; stopping anyway');
      process.exit(1);
    }, shutdownGraceMs).unref();
    try {
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
  console.error(`Haulboard could not start: ${error instanceof Error ? error.message : String(error)}`);
  if (process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace') console.error(error);
  process.exit(1);
});
