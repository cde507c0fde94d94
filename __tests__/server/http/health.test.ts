import { openDatabase } from '../../../src/server/db/database';
import { describeEachDatabase } from '../support/databases';
import { testApp } from '../support/appFixtures';
import { useSuiteApp } from '../support/suiteApp';

describeEachDatabase('GET /api/health', (getDb) => {
  const suite = useSuiteApp(getDb);

  test('the health check names the database it reached', async () => {
    const response = await suite.app.inject({ url: '/api/health?SourceApplication=Monitor' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: suite.db.dialect });
  });

  test('the health check answers 503 when the database does not answer', async () => {
    // Nothing listens on port 1: every query fails to connect.
    const gone = openDatabase({ dialect: 'postgres', url: 'postgres://postgres@127.0.0.1:1/gone' });
    const broken = await testApp(gone);
    try {
      const response = await broken.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await broken.close();
      await gone.close();
    }
  });
});
