import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { seedDatabase } from '../../../src/server/db/seed';

export interface RunningHaulboard {
  baseUrl: string;
  db: Db;
  stop(): Promise<void>;
}

/** The real server on a fresh, seeded SQLite file and the production client build, on a free port. */
export async function startHaulboard({ loads = 3000 }: { loads?: number } = {}): Promise<RunningHaulboard> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-e2e-'));
  const file = path.join(dir, 'haulboard.sqlite');
  const config = loadConfig({ DATABASE_URL: file, PORT: '0', LOG_LEVEL: 'warn' });
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  await seedDatabase(db, { loads });
  const app: FastifyInstance = await buildApp({ db, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    async stop() {
      await app.close();
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
