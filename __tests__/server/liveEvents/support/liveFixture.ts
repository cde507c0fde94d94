import type { LightMyRequestResponse } from 'fastify';
import type { Clock } from '../../../../src/server/clock';
import type { Db } from '../../../../src/server/db/database';
import { seedReferenceData } from '../../../../src/server/db/seed/reference';
import type { NewLoad } from '../../../../src/server/db/tables';
import { insertUser } from '../../../../src/server/repositories/users';
import type { LiveEventsOptions } from '../../../../src/server/services/liveEvents/plugin';
import { bearer, createCarrier, signIn, storedPasswordHash, uniqueEmail, type TestCarrier } from '../../support/appFixtures';
import { insertBoardLoad } from '../../support/boardLoads';
import type { DatabaseContext } from '../../support/databases';
import { listeningApp, type ListeningApp } from './liveApp';
import type { SseConnection } from './sseClient';

export interface SignedIn extends TestCarrier {
  token: string;
}

export interface LiveFixture extends ListeningApp {
  db: Db;
  /** Carrier A's dispatcher, A's second dispatcher, and another carrier B. */
  carrier: SignedIn;
  teammate: SignedIn;
  rival: SignedIn;
  insertLoad(overrides?: Partial<NewLoad>): Promise<number>;
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, as: SignedIn, body?: unknown): Promise<LightMyRequestResponse>;
  /** A stream opened with the user's bearer token, after its `ready`. */
  streamOf(user: SignedIn, headers?: Record<string, string>, query?: string): Promise<SseConnection>;
}

let nextLoadId = 1_400_000;

/** One listening app with carrier A (two users) and carrier B signed in; streams are closed after each test. */
export function useLiveFixture(
  getDb: DatabaseContext, options: { clock?: Clock; env?: Record<string, string>; liveEvents?: Partial<LiveEventsOptions> } = {},
): () => LiveFixture {
  let fixture: LiveFixture | undefined;
  const open: SseConnection[] = [];

  beforeAll(async () => {
    const db = getDb();
    await seedReferenceData(db, new Date());
    const listening = await listeningApp(db, options);
    const { app } = listening;
    const signedIn = async (carrier: TestCarrier) => ({ ...carrier, token: await signIn(app, carrier) });
    const carrier = await signedIn(await createCarrier(db, { clientName: 'Blue Ridge Car Carriers' }));
    const email = uniqueEmail('dispatcher');
    const teammateId = await insertUser(db.db, {
      clientId: carrier.clientId, userName: email, email, firstName: 'Sam', lastName: 'Dispatch', primaryPhone: null,
      cellPhone: null, address1: null, address2: null, city: null, state: null, zip: null,
      passwordHash: await storedPasswordHash(carrier.password), passwordExpiresAt: null, lessThan500: 1, moreThan500: 0, regions: '[]',
      createdAt: new Date().toISOString(),
    });
    fixture = {
      ...listening, db, carrier,
      teammate: await signedIn({ ...carrier, email, userId: teammateId }),
      rival: await signedIn(await createCarrier(db, { clientName: 'Gulf Coast Auto Transport' })),
      async insertLoad(overrides = {}) {
        // Desk posts number their loads after the largest: stay past them.
        const largest = await db.db.selectFrom('loads').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
        nextLoadId = Math.max(nextLoadId, Number(largest?.id ?? 0)) + 1;
        await insertBoardLoad(app, db, { id: nextLoadId, ...overrides });
        return nextLoadId;
      },
      call: (method, path, as, body) => app.inject({
        method, url: `/api/${path}${path.includes('?') ? '&' : '?'}SourceApplication=CarrierPortal`,
        headers: { ...bearer(as.token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      }),
      async streamOf(user, headers = {}, query = '') {
        const stream = await listening.stream(query, { ...bearer(user.token), ...headers });
        open.push(stream);
        await stream.next((message) => message.event === 'ready');
        return stream;
      },
    };
  }, 60_000);

  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });

  afterAll(async () => {
    await fixture?.app.close();
  });

  return () => {
    if (!fixture) throw new Error('the live fixture is set up in beforeAll');
    return fixture;
  };
}
