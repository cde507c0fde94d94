import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import { testApp } from './appFixtures';

export interface SuiteApp {
  readonly db: Db;
  readonly app: FastifyInstance;
}

/** One app for the whole suite on the suite's database, closed after its last test; read it inside tests only. */
export function useSuiteApp(getDb: () => Db, options: Parameters<typeof testApp>[1] = {}): SuiteApp {
  let db: Db | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    db = getDb();
    app = await testApp(db, options);
  });
  afterAll(() => app?.close());
  return {
    get db() {
      if (!db) throw new Error('the suite database is open only inside tests');
      return db;
    },
    get app() {
      if (!app) throw new Error('the suite app is built only inside tests');
      return app;
    },
  };
}
