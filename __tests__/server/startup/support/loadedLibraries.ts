/*
 * A started app, as an HTTP thread starts it, in a process of its own so that nothing else has required anything:
 *   tsx loadedLibraries.ts <sqlite file>
 * builds the app on that new database, waits until it is ready and prints the packages it has loaded, as a JSON
 * line; then it works out one invoice's estimated pay date and reads bytes that are not an image, and prints them
 * again.
 */
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../../src/server/app';
import { loadConfig } from '../../../../src/server/config';
import { openDatabase, parseDatabaseUrl } from '../../../../src/server/db/database';
import { migrateToLatest } from '../../../../src/server/db/migrate';
import { readImage } from '../../../../src/server/services/inspections/photoUpload';
import { estimatedPayDate } from '../../../../src/server/services/invoices/estimatedPayDate';

const packageOfFile = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/g;

function loadedPackages(): string[] {
  const names = new Set<string>();
  for (const file of Object.keys(require.cache)) {
    for (const [, name] of file.matchAll(packageOfFile)) names.add(name.replace('\\', '/'));
  }
  return [...names].sort();
}

async function main(): Promise<void> {
  const db = openDatabase(parseDatabaseUrl(process.argv[2]));
  await migrateToLatest(db);
  const app = await buildApp({
    db, config: loadConfig({ LOG_LEVEL: 'silent', REDIS_URL: '' }), clientDir: path.join(os.tmpdir(), 'haulboard-no-client-build'),
  });
  await app.ready();
  process.stdout.write(`${JSON.stringify(loadedPackages())}\n`);
  estimatedPayDate('2026-07-02', 3);
  await readImage(Buffer.from('not an image'));
  process.stdout.write(`${JSON.stringify(loadedPackages())}\n`);
  await app.close();
  await db.close();
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${String(error instanceof Error ? error.stack : error)}\n`);
    process.exit(1);
  });
}
