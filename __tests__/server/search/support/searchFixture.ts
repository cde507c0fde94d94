import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../../src/server/db/database';
import { seedDatabase } from '../../../../src/server/db/seed';
import { loadSearchOf } from '../../../../src/server/services/loadSearch/plugin';
import type { Load, NewLoad } from '../../../../src/server/db/tables';
import { bearer, createCarrier, signIn, testApp, type TestCarrier } from '../../support/appFixtures';
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

export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

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
      insertLoad: async (overrides) => {
        const now = new Date().toISOString();
        await db.db.insertInto('loads').values({
          orderStatus: 'Available', carrierClientId: null, driverId: null, rate: 1000, miles: 500, vehicleCount: 1, totalWeightLbs: 4000,
          hasInoperable: 0, visibleToCarriers: 1, visibleToCarriersFrom: now,
          originName: 'Lot', originAddress: '1 Main St', originCity: 'Nowhere', originState: 'KS', originZip: '66000',
          originLat: 10, originLon: -150, originBusinessHours: null, originComments: null,
          destinationName: 'Dealer', destinationAddress: '2 Main St', destinationCity: 'Elsewhere', destinationState: 'MO',
          destinationZip: '64000', destinationLat: 11, destinationLon: -151, destinationBusinessHours: null, destinationComments: null,
          earliestPickup: dayFromToday(0), latestPickup: dayFromToday(3), earliestDelivery: dayFromToday(4), latestDelivery: dayFromToday(6),
          scheduledPickup: null, scheduledDelivery: null, actualPickup: null, actualDelivery: null,
          twicRequired: 0, rushSold: 0, enclosedTruckRequired: 0, guaranteedPickup: 0, guaranteedDelivery: 0, pickupLate: 0, deliveryLate: 0,
          createdAt: now, updatedAt: now, ...overrides,
        }).execute();
        await db.db.insertInto('vehicles').values({
          loadId: overrides.id, position: 1, year: 2020, make: 'Ford', model: 'F-150', subModel: null, weight: '4000', inoperable: 0,
        }).execute();
        await loadSearchOf(app).onLoadsChanged([overrides.id]);
      },
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
