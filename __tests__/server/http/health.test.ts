import { openDatabase } from '../../../src/server/db/database';
import { describeEachDatabase } from '../support/databases';
import { testApp } from '../support/appFixtures';
import { useSuiteApp } from '../support/suiteApp';

/* Issue 23: health says the process is alive; ready says it can serve, and answers 503 until then. */

describeEachDatabase('GET /api/health and GET /api/ready', (getDb) => {
  const suite = useSuiteApp(getDb);

  test('health says the process is alive', async () => {
    const response = await suite.app.inject({ url: '/api/health?SourceApplication=Monitor' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  test('ready answers 503 until the search index is built, then names the database it serves from', async () => {
    const app = await testApp(suite.db);
    try {
      const waiting = await app.inject({ url: '/api/ready' });
      expect(waiting.statusCode).toBe(503);
      expect(waiting.json()).toEqual({ status: 'unavailable', waitingFor: ['the search index'] });

      await app.loadSearch.ready();
      const ready = await app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: suite.db.dialect });
    } finally {
      await app.close();
    }
  });

  test('when the database does not answer, health still answers and ready answers 503 naming the database', async () => {
    // Nothing listens on port 1: every query fails to connect.
    const gone = openDatabase({ dialect: 'postgres', url: 'postgres://postgres@127.0.0.1:1/gone' });
    const broken = await testApp(gone);
    try {
      expect((await broken.inject({ url: '/api/health' })).statusCode).toBe(200);
      const response = await broken.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', waitingFor: ['the database'] });
    } finally {
      await broken.close();
      await gone.close();
    }
  });
});

describe('GET /api/ready on a database not yet migrated', () => {
  test('ready answers 503 naming the migrations still to run', async () => {
    const fresh = openDatabase({ dialect: 'sqlite', file: ':memory:' });
    const app = await testApp(fresh);
    try {
      const response = await app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      const [migrations] = response.json().waitingFor as string[];
      expect(migrations).toMatch(/^migrations \(0001_[a-z_]+, 0002_/);
    } finally {
      await app.close();
      await fresh.close();
    }
  });
});
