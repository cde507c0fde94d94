import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../../src/server/db/database';
import { seedDatabase } from '../../../../src/server/db/seed';
import type { Load, NewLoad } from '../../../../src/server/db/tables';
import { bearer, createCarrier, signIn, testApp, type TestCarrier } from '../../support/appFixtures';
import { dayFromToday, insertBoardLoad } from '../../support/boardLoads';
import type { DatabaseContext } from '../../support/databases';

/** A seeded board, the app on it and a signed-in carrier; what every search suite starts from. */
export interface SearchFixture {
  app: FastifyInstance;
  carrier: TestCarrier;
  token: string;
  today: string;
  search(criteria: unknown, query?: string, token?: string): Promise<LightMyRequestResponse>;
  allLoads(): Promise<Load[]>;
  insertLoad(overrides: Partial<NewLoad> & { id: number }): Promise<void>;
}

export { dayFromToday };

/** Far from every seeded place, so a search near it finds only the loads a test puts there. */
const outsideTheSeededBoard = (): Partial<NewLoad> => ({
  rate: 1000, miles: 500, originCity: 'Nowhere', originZip: '66000', originLat: 10, originLon: -150,
  destinationCity: 'Elsewhere', destinationZip: '64000', destinationLat: 11, destinationLon: -151, earliestDelivery: dayFromToday(4),
});
const aPickup = { year: 2020, make: 'Ford', model: 'F-150', subModel: null, weight: '4000' };

export function useSearchFixture(getDb: DatabaseContext, loads = 2_000): () => SearchFixture {
  let fixture: SearchFixture | undefined;

  beforeAll(async () => {
    const db: Db = getDb();
    await seedDatabase(db, { loads, seed: 7 });
    const app = await testApp(db);
    const carrier = await createCarrier(db);
    const token = await signIn(app, carrier);
    fixture = {
      app, carrier, token, today: dayFromToday(0),
      search: (criteria, query = '', as = token) => app.inject({
        method: 'POST', url: `/api/CarrierLoads/search/available?SourceApplication=CarrierPortal${query}`,
        headers: { ...bearer(as), 'content-type': 'application/json' },
        payload: JSON.stringify(criteria),
      }),
      allLoads: () => db.db.selectFrom('loads').selectAll().execute(),
      insertLoad: (overrides) => insertBoardLoad(app, db, { ...outsideTheSeededBoard(), ...overrides }, aPickup),
    };
  }, 120_000);

  afterAll(async () => {
    await fixture?.app.close();
  });

  return () => {
    if (!fixture) throw new Error('the search fixture is set up in beforeAll');
    return fixture;
  };
}

export const ids = (response: LightMyRequestResponse): number[] => response.json().records.map((record: { id: number }) => record.id);
