import type { Insertable } from 'kysely';
import { hashPassword } from '../src/server/auth/passwords';
import { insertMany } from '../src/server/db/bulkInsert';
import type { Db } from '../src/server/db/database';
import type { NewLoad, VehiclesTable } from '../src/server/db/tables';
import { insertUser } from '../src/server/repositories/users';
import type { OrderStatus } from '../src/shared/loads';

/** A busy carrier's book of loads, a rival carrier, and a few loads still on the board for them to claim. */

export interface BenchCarrier {
  clientId: number;
  userId: number;
  email: string;
  password: string;
  driverIds: number[];
}

export const benchPassword = 'bench horse battery';
const dayMs = 86_400_000;
const day = (now: Date, offset: number) => new Date(now.getTime() + offset * dayMs).toISOString().slice(0, 10);
const at = (now: Date, offset: number, hour: number) => `${day(now, offset)}T${String(hour).padStart(2, '0')}:00:00.000Z`;

const makes = [['Toyota', 'Camry', 3300], ['Ford', 'F-150', 4700], ['Honda', 'Civic', 2900], ['Tesla', 'Model 3', 4000], ['Chevrolet', 'Tahoe', 5600]] as const;
const cities = [['Dallas', 'TX', 32.78, -96.8], ['Atlanta', 'GA', 33.75, -84.39], ['Denver', 'CO', 39.74, -104.99], ['Chicago', 'IL', 41.88, -87.63], ['Phoenix', 'AZ', 33.45, -112.07]] as const;

export async function insertCarrier(db: Db, name: string, drivers: number): Promise<BenchCarrier> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@bench.test`;
  const createdAt = new Date().toISOString();
  const { id: clientId } = await db.db.insertInto('clients').values({
    name, primaryPhone: '540-555-0100', cellPhone: null, email, address1: '1 Depot Rd', address2: null,
    city: 'Roanoke', state: 'VA', zip: '24011', dotNumber: '1234567', mcNumber: 'MC-76543', federalTaxId: '12-3456789',
    defaultPaymentMethod: 'ACH30', paymentMethodChangeRequested: null, damageInsuranceExpires: null,
    liabilityInsuranceExpires: null, haveTwicCard: 0, haveStraps: 1, haveWinches: 1, trucksHaveInternet: 0, handleInops: 0, createdAt,
  }).returning('id').executeTakeFirstOrThrow();
  const userId = await insertUser(db.db, {
    clientId, userName: email, email, firstName: 'Dana', lastName: 'Hauler', primaryPhone: '540-555-0101', cellPhone: null,
    address1: '1 Depot Rd', address2: null, city: 'Roanoke', state: 'VA', zip: '24011', passwordHash: await hashPassword(benchPassword),
    passwordExpiresAt: null, lessThan500: 1, moreThan500: 0, regions: '[]', createdAt,
  });
  const rows = await db.db.insertInto('drivers').values(Array.from({ length: drivers }, (_, n) => ({
    clientId, firstName: `Driver${n + 1}`, lastName: 'Hauler', userName: null, email: `driver${n + 1}.${clientId}@fleet.test`,
    cellPhoneNumber: '214-555-0199', twicCardExpiration: null, vtasPassword: null, notes: null, hasHandHeld: 'true', enabled: 1, createdAt,
  }))).returning('id').execute();
  return { clientId, userId, email, password: benchPassword, driverIds: rows.map((row) => row.id) };
}

/** Loads numbered from `firstId`, in one status, for a carrier (or nobody), with 1–8 vehicles each unless told. */
export interface LoadBatch {
  firstId: number;
  count: number;
  status: OrderStatus;
  carrier: BenchCarrier | null;
  vehicles?: number;
}

function loadRow(id: number, batch: LoadBatch, vehicleCount: number, now: Date): NewLoad {
  const [origin, destination] = [cities[id % cities.length], cities[(id + 2) % cities.length]];
  const stamp = now.toISOString();
  // Claimed loads are picked up over the next month, delivered ones were over the last two.
  const pickupIn = batch.status === 'Delivered' ? -2 - (id % 60) : batch.status === 'Available' ? 0 : id % 30;
  const held = batch.status !== 'Available';
  return {
    id, orderStatus: batch.status, carrierClientId: batch.carrier?.clientId ?? null,
    driverId: batch.carrier && held ? batch.carrier.driverIds[id % batch.carrier.driverIds.length] : null,
    rate: 400 + (id % 40) * 50, miles: 200 + (id % 90) * 20, vehicleCount, totalWeightLbs: vehicleCount * 3800, hasInoperable: 0,
    visibleToCarriers: 1, visibleToCarriersFrom: stamp,
    originName: `${origin[0]} Auto Auction`, originAddress: '5333 W Kiest Blvd', originCity: origin[0], originState: origin[1],
    originZip: '75236', originLat: origin[2], originLon: origin[3], originBusinessHours: 'Mon-Fri 8:00-17:00', originComments: 'Call ahead.',
    destinationName: `${destination[0]} Motors`, destinationAddress: '1 Main St', destinationCity: destination[0], destinationState: destination[1],
    destinationZip: '30303', destinationLat: destination[2], destinationLon: destination[3], destinationBusinessHours: null, destinationComments: null,
    earliestPickup: day(now, pickupIn), latestPickup: day(now, pickupIn + 3), earliestDelivery: day(now, pickupIn + 1), latestDelivery: day(now, pickupIn + 6),
    scheduledPickup: held ? at(now, pickupIn, 8 + (id % 10)) : null, scheduledDelivery: held ? at(now, pickupIn + 3, 15) : null,
    actualPickup: batch.status === 'Delivered' ? at(now, pickupIn, 9) : null,
    actualDelivery: batch.status === 'Delivered' ? at(now, pickupIn + 3, 16) : null,
    twicRequired: 0, rushSold: 0, enclosedTruckRequired: 0, guaranteedPickup: 0, guaranteedDelivery: 0, pickupLate: 0, deliveryLate: 0,
    createdAt: stamp, updatedAt: stamp,
  };
}

/** Inserts a batch in chunks through the bulk inserter; answers the ids. */
export async function insertLoads(db: Db, batch: LoadBatch, now = new Date()): Promise<number[]> {
  const ids = Array.from({ length: batch.count }, (_, n) => batch.firstId + n);
  for (let start = 0; start < ids.length; start += 2_000) {
    const loads: NewLoad[] = [];
    const vehicles: Insertable<VehiclesTable>[] = [];
    for (const id of ids.slice(start, start + 2_000)) {
      const count = batch.vehicles ?? 1 + ((id * 7) % 8);
      loads.push(loadRow(id, batch, count, now));
      for (let position = 1; position <= count; position++) {
        const [make, model, weight] = makes[(id + position) % makes.length];
        vehicles.push({ loadId: id, position, year: 2015 + (id % 10), make, model, subModel: null, weight: weight.toLocaleString('en-US'), inoperable: 0 });
      }
    }
    await db.db.transaction().execute(async (trx) => {
      await insertMany(trx, db.dialect, 'loads', loads);
      await insertMany(trx, db.dialect, 'vehicles', vehicles);
    });
  }
  return ids;
}
