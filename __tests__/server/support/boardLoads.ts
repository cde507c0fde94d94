import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import type { NewLoad, VehiclesTable } from '../../../src/server/db/tables';

export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export type BoardVehicle = Pick<VehiclesTable, 'year' | 'make' | 'model' | 'subModel' | 'weight'>;

/**
 * Puts one load with one vehicle on the board: unassigned and shown to carriers unless overridden, from Wichita, KS
 * to Kansas City, MO, pick-up open from today. The search index is told, as the app's own writes do.
 */
export async function insertBoardLoad(
  app: FastifyInstance, db: Db, load: Partial<NewLoad> & { id: number },
  vehicle: BoardVehicle = { year: 2021, make: 'Toyota', model: 'Camry', subModel: 'LE', weight: '3400' },
): Promise<void> {
  const now = new Date().toISOString();
  await db.db.insertInto('loads').values({
    orderStatus: 'Available', carrierClientId: null, driverId: null, rate: 1200, miles: 600, vehicleCount: 1,
    totalWeightLbs: 4000, hasInoperable: 0, visibleToCarriers: 1, visibleToCarriersFrom: now,
    originName: 'Lot', originAddress: '1 Main St', originCity: 'Wichita', originState: 'KS', originZip: '67202',
    originLat: 37.69, originLon: -97.34, originBusinessHours: null, originComments: null,
    destinationName: 'Dealer', destinationAddress: '2 Main St', destinationCity: 'Kansas City', destinationState: 'MO',
    destinationZip: '64105', destinationLat: 39.1, destinationLon: -94.58, destinationBusinessHours: null, destinationComments: null,
    earliestPickup: dayFromToday(0), latestPickup: dayFromToday(3), earliestDelivery: dayFromToday(1), latestDelivery: dayFromToday(6),
    scheduledPickup: null, scheduledDelivery: null, actualPickup: null, actualDelivery: null,
    twicRequired: 0, rushSold: 0, enclosedTruckRequired: 0, guaranteedPickup: 0, guaranteedDelivery: 0, pickupLate: 0, deliveryLate: 0,
    createdAt: now, updatedAt: now, ...load,
  }).execute();
  await db.db.insertInto('vehicles').values({ loadId: load.id, position: 1, inoperable: 0, ...vehicle }).execute();
  await app.loadSearch.onLoadsChanged([load.id]);
}
