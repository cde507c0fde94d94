import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../support/databases';
import { bearer, createCarrier, signIn, testApp } from '../support/appFixtures';

describeEachDatabase('the Locations API', (getDb) => {
  let app: FastifyInstance;
  let auth: Record<string, string>;

  beforeAll(async () => {
    app = await testApp(getDb());
    auth = bearer(await signIn(app, await createCarrier(getDb())));
  });
  afterAll(() => app.close());

  const get = (url: string, headers = auth) => app.inject({ method: 'GET', url: `/api/${url}`, headers });

  test('location search needs a signed-in carrier', async () => {
    for (const url of ['Locations/Search?term=Dal', 'Locations/Reverse?latitude=32.78&longitude=-96.8']) {
      expect((await get(url, {})).statusCode).toBe(401);
    }
  });

  test('typing Dal offers Dallas, TX first over HTTP, camelCase, whatever the query key casing', async () => {
    const response = await get('Locations/Search?Term=Dal&SourceApplication=CarrierPortal');
    expect(response.statusCode).toBe(200);
    const [first] = response.json();
    expect(first).toEqual({
      largeLabel: 'Dallas, TX', detailLabel: 'Dallas, Texas, USA', isState: false,
      latitude: expect.any(Number), longitude: expect.any(Number), city: 'Dallas', state: 'TX', country: 'US',
    });
  });

  test('fewer than 2 characters answer an empty list over HTTP', async () => {
    for (const url of ['Locations/Search?term=D', 'Locations/Search?term=%20%20', 'Locations/Search']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });

  test('reverse finds the nearest sizeable city over HTTP', async () => {
    const response = await get('Locations/Reverse?Latitude=32.78&Longitude=-96.8');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ largeLabel: 'Dallas, TX', isState: false, state: 'TX' });
  });

  test('reverse far from any city answers 404', async () => {
    const response = await get('Locations/Reverse?latitude=48.85&longitude=2.35');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'not_found' });
  });

  test('reverse refuses what is no position with 400', async () => {
    for (const query of ['latitude=abc&longitude=1', 'latitude=91&longitude=0', 'latitude=0&longitude=-181', 'latitude=1e309&longitude=0', 'latitude=NaN&longitude=0', 'latitude=&longitude=0', 'longitude=0']) {
      const response = await get(`Locations/Reverse?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Validation failed' });
    }
  });
});
