import type { FastifyInstance } from 'fastify';
import { seedDatabase } from '../../../src/server/db/seed';
import { DEMO_DRIVER_LINK_TOKEN } from '../../../src/server/db/seed/driverLinks';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { asDriver } from './support';

describeEachDatabase('the demo driver link', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    await seedDatabase(getDb(), { loads: 300, today: new Date('2026-03-10T15:30:00Z'), seed: 11 });
    app = await testApp(getDb());
  }, 60_000);
  afterAll(() => app.close());

  test('the README\'s demo driver link opens Marcus Johnson\'s loads at the demo carrier', async () => {
    const response = await asDriver(app, DEMO_DRIVER_LINK_TOKEN, 'GET', 'loads');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ driverName: 'Marcus Johnson', carrierName: 'Demo Hauling LLC' });
  });
});
