import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../../src/server/db/database';
import { seedReferenceData } from '../../../../src/server/db/seed/reference';
import type { NewLoad } from '../../../../src/server/db/tables';
import { insertUser } from '../../../../src/server/repositories/users';
import { bearer, createCarrier, signIn, storedPasswordHash, testApp, uniqueEmail, type TestCarrier } from '../../support/appFixtures';
import { addDays, dayInZone } from '../../../../src/shared/timeZone';
import { insertBoardLoad } from '../../support/boardLoads';
import type { DatabaseContext } from '../../support/databases';

/** Two carriers signed in on one app, with helpers to put loads and drivers on the board and call the load API. */

export interface SignedInCarrier extends TestCarrier {
  token: string;
}

export interface LoadsFixture {
  app: FastifyInstance;
  db: Db;
  carrier: SignedInCarrier;
  rival: SignedInCarrier;
  /** A new load (a fresh number each time), unassigned and shown to carriers unless overridden. */
  insertLoad(overrides?: Partial<NewLoad>): Promise<number>;
  insertDriver(clientId: number, overrides?: { enabled?: 0 | 1; firstName?: string }): Promise<number>;
  /** Another user of the same carrier, signed in. */
  addTeamMember(of: TestCarrier): Promise<SignedInCarrier>;
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, as: SignedInCarrier | null, body?: unknown): Promise<LightMyRequestResponse>;
  loadRow(id: number): Promise<NewLoad>;
}

/**
 * A day from today at the pick-up place of the fixture's loads (Wichita, KS): the calendar the claim rules judge
 * by, which is a day behind UTC's from midnight UTC until Wichita's own midnight.
 */
export const dayFromToday = (days: number) => addDays(dayInZone(new Date(), 'America/Chicago'), days);
/** A time on a day from today, written the way the client writes it (UTC unless an offset is given). */
export const at = (days: number, time = '12:00:00', offset = '+00:00') => `${dayFromToday(days)}T${time}${offset}`;

let nextLoadId = 700_000;

export function useLoadsFixture(getDb: DatabaseContext): () => LoadsFixture {
  let fixture: LoadsFixture | undefined;

  beforeAll(async () => {
    const db = getDb();
    await seedReferenceData(db, new Date());
    const app = await testApp(db);
    const signedIn = async (carrier: TestCarrier) => ({ ...carrier, token: await signIn(app, carrier) });
    fixture = {
      app, db,
      carrier: await signedIn(await createCarrier(db, { clientName: 'Blue Ridge Car Carriers' })),
      rival: await signedIn(await createCarrier(db, { clientName: 'Gulf Coast Auto Transport' })),
      insertLoad: async (overrides = {}) => {
        nextLoadId += 1;
        const id = nextLoadId;
        await insertBoardLoad(app, db, { id, ...overrides });
        return id;
      },
      insertDriver: async (clientId, overrides = {}) => {
        const row = await db.db.insertInto('drivers').values({
          clientId, firstName: overrides.firstName ?? 'Rosa', lastName: 'Diaz', userName: null, email: uniqueEmail('driver'),
          cellPhoneNumber: '540-555-0199', twicCardExpiration: null, vtasPassword: null, notes: null, hasHandHeld: 'true',
          enabled: overrides.enabled ?? 1, createdAt: new Date().toISOString(),
        }).returning('id').executeTakeFirstOrThrow();
        return row.id;
      },
      addTeamMember: async (of) => {
        const email = uniqueEmail('dispatcher');
        const userId = await insertUser(db.db, {
          clientId: of.clientId, userName: email, email, firstName: 'Sam', lastName: 'Dispatch', primaryPhone: null,
          cellPhone: null, address1: null, address2: null, city: null, state: null, zip: null,
          passwordHash: await storedPasswordHash(of.password), passwordExpiresAt: null, lessThan500: 1, moreThan500: 0, regions: '[]',
          createdAt: new Date().toISOString(),
        });
        return signedIn({ ...of, email, userId });
      },
      call: (method, path, as, body) => app.inject({
        method, url: `/api/${path}${path.includes('?') ? '&' : '?'}SourceApplication=CarrierPortal`,
        headers: { ...(as ? bearer(as.token) : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      }),
      loadRow: (id) => db.db.selectFrom('loads').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    };
  }, 60_000);

  afterAll(async () => {
    await fixture?.app.close();
  });

  return () => {
    if (!fixture) throw new Error('the loads fixture is set up in beforeAll');
    return fixture;
  };
}

export const claimedMessage = "We're sorry, the load you are looking for has already been claimed.";
export const missingMessage = "We're sorry, the load you are looking for does not exist.";

/** The body of a claim, PascalCase as the client sends it. */
export const claimBody = (pickup = at(1), delivery = at(2), driverId: number | null = null) =>
  ({ ScheduledPickup: pickup, ScheduledDelivery: delivery, DriverId: driverId });
