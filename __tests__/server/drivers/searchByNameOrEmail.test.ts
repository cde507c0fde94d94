import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../support/databases';
import { testApp } from '../support/appFixtures';
import { insertDriver, signedInCarrier } from './support';

const searchUrl = (query: string) => `/api/Drivers/SearchByNameorEmail?SourceApplication=CarrierPortal&sortField=LastName${query}`;

describeEachDatabase('driver search by name or e-mail', (getDb) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp(getDb());
  });
  afterAll(() => app.close());

  test("answers the viewer's own enabled drivers matching the term, sorted by last name", async () => {
    const carrier = await signedInCarrier(app, getDb());
    const stranger = await signedInCarrier(app, getDb());
    const young = await insertDriver(getDb(), carrier.clientId, { firstName: 'Kim', lastName: 'Young', email: 'kim@road.test' });
    const baker = await insertDriver(getDb(), carrier.clientId, { firstName: 'Rob', lastName: 'Baker', email: 'rob@ROAD.test' });
    await insertDriver(getDb(), carrier.clientId, { firstName: 'Old', lastName: 'Road', enabled: false });
    await insertDriver(getDb(), stranger.clientId, { firstName: 'Their', lastName: 'Roadman' });
    const response = await carrier.get(searchUrl('&searchTerm=road'));
    expect(response.statusCode).toBe(200);
    expect(response.json().map((driver: { driverId: number }) => driver.driverId)).toEqual([baker, young]);
  });

  test('maxResults limits the answer, 20 by default and at most 100', async () => {
    const carrier = await signedInCarrier(app, getDb());
    for (let index = 0; index < 22; index += 1) await insertDriver(getDb(), carrier.clientId, { lastName: `Same${index}` });
    expect((await carrier.get(searchUrl('&searchTerm=same'))).json()).toHaveLength(20);
    expect((await carrier.get(searchUrl('&searchTerm=same&maxResults=3'))).json()).toHaveLength(3);
    expect((await carrier.get(searchUrl('&searchTerm=same&maxResults=101'))).statusCode).toBe(400);
  });
});
