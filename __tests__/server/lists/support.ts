import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { Clock } from '../../../src/server/clock';
import { loadConfig } from '../../../src/server/config';
import type { Db } from '../../../src/server/db/database';
import type { NewLoad } from '../../../src/server/db/tables';
import type { VehicleRecord } from '../../../src/shared/loads';
import { bearer, createCarrier, signIn, testApp, type TestCarrier } from '../support/appFixtures';

/** A carrier signed in to the app, and what it takes to give it loads, drivers, favourites and trucks. */
export interface CarrierSession extends TestCarrier {
  token: string;
}

let nextLoadId = 700_000;
export const newLoadId = () => ++nextLoadId;

export const day = (offset: number, now = new Date()) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
export const at = (offset: number, time = '15:00:00.000Z') => `${day(offset)}T${time}`;

export const aVehicle = (overrides: Partial<VehicleRecord> = {}): VehicleRecord => ({
  year: 2021, make: 'Toyota', model: 'Camry', subModel: 'LE', weight: '3,300', inoperable: false, ...overrides,
});

/** The app on the test database; with `smtpUrl`, mail goes out over that SMTP server. */
export async function listsApp(db: Db, smtpUrl?: string, clock?: Clock): Promise<FastifyInstance> {
  if (!smtpUrl) return testApp(db, { clock });
  return buildApp({ db, config: loadConfig({ LOG_LEVEL: 'silent', SMTP_URL: smtpUrl }), clock, clientDir: '/nonexistent-haulboard-client' });
}

export async function carrierSession(app: FastifyInstance, db: Db, clientName?: string): Promise<CarrierSession> {
  const carrier = await createCarrier(db, { clientName });
  return { ...carrier, token: await signIn(app, carrier) };
}

export async function insertLoad(db: Db, load: Partial<NewLoad> & { vehicles?: VehicleRecord[] } = {}): Promise<number> {
  const { vehicles = [aVehicle()], ...overrides } = load;
  const id = overrides.id ?? newLoadId();
  const now = new Date().toISOString();
  await db.db.insertInto('loads').values({
    orderStatus: 'Available', carrierClientId: null, driverId: null, rate: 1250, miles: 640, vehicleCount: vehicles.length,
    totalWeightLbs: 0, hasInoperable: vehicles.some((vehicle) => vehicle.inoperable) ? 1 : 0, visibleToCarriers: 1, visibleToCarriersFrom: now,
    originName: 'Dallas Auto Auction', originAddress: '5333 W Kiest Blvd', originCity: 'Dallas', originState: 'TX', originZip: '75236',
    originLat: 32.7, originLon: -96.9, originBusinessHours: 'Mon-Fri 8:00-17:00', originComments: 'Call ahead.',
    destinationName: 'Atlanta Motors', destinationAddress: '1 Peachtree St', destinationCity: 'Atlanta', destinationState: 'GA',
    destinationZip: '30303', destinationLat: 33.7, destinationLon: -84.4, destinationBusinessHours: null, destinationComments: null,
    earliestPickup: day(1), latestPickup: day(3), earliestDelivery: day(4), latestDelivery: day(6),
    scheduledPickup: null, scheduledDelivery: null, actualPickup: null, actualDelivery: null,
    twicRequired: 0, rushSold: 0, enclosedTruckRequired: 0, guaranteedPickup: 0, guaranteedDelivery: 0, pickupLate: 0, deliveryLate: 0,
    createdAt: now, updatedAt: now, ...overrides, id,
  }).execute();
  if (vehicles.length > 0) {
    await db.db.insertInto('vehicles').values(vehicles.map((vehicle, index) => ({
      loadId: id, position: index + 1, year: vehicle.year, make: vehicle.make, model: vehicle.model, subModel: vehicle.subModel,
      weight: vehicle.weight, inoperable: vehicle.inoperable ? 1 : 0,
    }))).execute();
  }
  return id;
}

/** A load the carrier holds in this status, scheduled and (when delivered) delivered in the past days given. */
export function claimedBy(carrier: TestCarrier, orderStatus: 'PendingPickup' | 'InRoute' | 'Delivered'): Partial<NewLoad> {
  return {
    orderStatus, carrierClientId: carrier.clientId, scheduledPickup: at(2), scheduledDelivery: at(5),
    ...(orderStatus !== 'PendingPickup' ? { actualPickup: at(-1) } : {}),
    ...(orderStatus === 'Delivered' ? { scheduledPickup: at(-5), scheduledDelivery: at(-2), actualPickup: at(-5), actualDelivery: at(-2) } : {}),
  };
}

export async function insertDriver(db: Db, clientId: number, driver: { firstName?: string; lastName?: string; email?: string | null; cellPhoneNumber?: string | null } = {}): Promise<number> {
  const { id } = await db.db.insertInto('drivers').values({
    clientId, firstName: driver.firstName ?? 'Hank', lastName: driver.lastName ?? 'Hauler', userName: null,
    email: driver.email === undefined ? `hank.${clientId}.${newLoadId()}@fleet.test` : driver.email,
    cellPhoneNumber: driver.cellPhoneNumber === undefined ? '214-555-0199' : driver.cellPhoneNumber, twicCardExpiration: null, vtasPassword: null, notes: null, hasHandHeld: 'true', enabled: 1,
    createdAt: new Date().toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function favorite(db: Db, carrier: TestCarrier, loadId: number, savedAt = new Date()): Promise<void> {
  await db.db.insertInto('favorites').values({ userId: carrier.userId, clientId: carrier.clientId, loadId, createdAt: savedAt.toISOString() }).execute();
}

export function postList(
  app: FastifyInstance, session: CarrierSession, kind: string, criteria: unknown = {}, query = '',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST', url: `/api/CarrierLoads/list/${kind}?SourceApplication=CarrierPortal${query}`,
    headers: { ...bearer(session.token), 'content-type': 'application/json' }, payload: JSON.stringify(criteria),
  });
}

export const listIds = (response: LightMyRequestResponse): number[] => response.json().records.map((record: { id: number }) => record.id);
