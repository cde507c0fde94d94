import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { openDatabase, parseDatabaseUrl, type Db } from '../../../src/server/db/database';
import { seedDatabase } from '../../../src/server/db/seed';
import { dialectOf } from '../../../src/server/db/schemaBuilders';
import { unwatchedLiveEventWrites } from '../../../src/server/services/liveEvents/wake';
import { postLoad } from '../../../src/server/services/loadPosting/post';
import { listenForThreads, startHttpThreads, type HttpThreads } from '../../../src/server/services/loadSearch/threads/httpThreads';
import { systemClock } from '../../../src/server/clock';
import { aPostedLoad } from '../desk/support/postedLoads';
import { createCarrier, signIn, testApp, type TestCarrier } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';

/*
 * With HTTP_THREADS, more threads accept on the server's port, each asking the main thread's one index.
 * The real path: worker threads running the TypeScript app, over a database every thread opens.
 */
describeEachDatabase('load search: HTTP threads', (getDb) => {
  let app: FastifyInstance;
  let threads: HttpThreads;
  let carrier: TestCarrier;
  let token: string;
  let base: string;

  beforeAll(async () => {
    await seedDatabase(getDb(), { loads: 300, seed: 11 });
    const env = { LOG_LEVEL: 'silent', DATABASE_URL: getDb.databaseUrl() };
    app = await testApp(getDb(), { env });
    carrier = await createCarrier(getDb());
    token = await signIn(app, carrier);
    await listenForThreads(app, { host: '127.0.0.1', port: 0 }, 1);
    await app.loadSearch.ready();
    threads = await startHttpThreads(app, 1, env);
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await threads?.stop();
    await app?.close();
  });

  // A connection each, so that the threads share the requests.
  const search = async (criteria: Record<string, unknown>) => {
    const response = await fetch(`${base}/api/CarrierLoads/search/available?pageSize=10`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify(criteria),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { records: { id: number }[]; totalRecordCount: number };
  };

  test('every thread answers the same pages as the main thread\'s service, from its one index', async () => {
    const criteria = { sortField: 'Rate', sortAscending: true };
    const viewer = { userId: carrier.userId, clientId: carrier.clientId };
    const expected = JSON.parse(JSON.stringify(await app.loadSearch.search(criteria, viewer, { pageNumber: 1, pageSize: 10 })));
    const before = threads.queriesAnswered();
    // Connections at once: whichever thread the kernel wakes first accepts, and one alone is often the main thread.
    for (let round = 0; round < 10 && threads.queriesAnswered() === before; round++) {
      const pages = await Promise.all(Array.from({ length: 20 }, (_, n) => search({ ...criteria, maxVehicles: 10 + round * 20 + n })));
      for (const page of pages) expect(page).toEqual(expected);
    }
    expect(threads.queriesAnswered()).toBeGreaterThan(before);
  });

  test('a load claimed through either thread never shows again in any thread', async () => {
    const db: Db = openDatabase(parseDatabaseUrl(getDb.databaseUrl()));
    try {
      const page = await search({ sortField: 'Rate' });
      const claimed = page.records[0].id;
      await db.db.updateTable('loads').set({ carrierClientId: carrier.clientId, orderStatus: 'PendingPickup', updatedAt: new Date().toISOString() })
        .where('id', '=', claimed).execute();
      for (let round = 0; round < 10; round++) {
        const again = await search({ sortField: 'Rate', minPricePerMile: round / 100 });
        expect(again.records.map((record) => record.id)).not.toContain(claimed);
      }
      expect((await app.loadSearch.ready()).has(claimed)).toBe(false);
    } finally {
      await db.close();
    }
  });

  test('every thread answers places from the main thread\'s one gazetteer', async () => {
    const place = (route: string) => fetch(`${base}/api/Locations/${route}`, { headers: { authorization: `Bearer ${token}`, connection: 'close' } });
    const before = threads.placesAnswered();
    for (let round = 0; round < 10 && threads.placesAnswered() === before; round++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => place('Search?term=Dallas')));
      for (const answer of answers) expect((await answer.json())[0]).toMatchObject({ largeLabel: 'Dallas, TX', detailLabel: 'Dallas, Texas, USA' });
      const reverse = await Promise.all(Array.from({ length: 10 }, () => place('Reverse?latitude=32.78&longitude=-96.8')));
      for (const answer of reverse) expect(await answer.json()).toMatchObject({ largeLabel: 'Dallas, TX' });
    }
    expect(threads.placesAnswered()).toBeGreaterThan(before);
  });
  test('a search naming loads just written elsewhere finds them on every thread', async () => {
    // The index's timed look stops, so only the search itself can bring the new load in.
    app.loadSearch.close();
    const db = getDb().db;
    const context = { db, dialect: dialectOf(db), clock: systemClock, liveEventWrites: unwatchedLiveEventWrites, postedBy: 'elsewhere', onLoadsChanged: async () => {} };
    const day = (days: number) => new Date(systemClock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const posted = await postLoad(context, aPostedLoad({ earliestPickup: day(0), latestPickup: day(5), earliestDelivery: day(2), latestDelivery: day(9) }));
    const asked = threads.queriesAnswered();
    for (let round = 0; round < 10 && threads.queriesAnswered() === asked; round++) {
      const pages = await Promise.all(Array.from({ length: 20 }, () => search({ orderIds: [posted.id] })));
      for (const page of pages) expect(page.records.map((record) => record.id)).toEqual([posted.id]);
    }
    expect(threads.queriesAnswered()).toBeGreaterThan(asked);
  });
});
