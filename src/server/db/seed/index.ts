import type { Db } from '../database';
import { resetIdentitySequences, withBulkWrites } from '../maintenance';
import type { OrderStatus } from '../tables';
import { seedAccounts } from './accounts';
import { seedCarrierActivity } from './carrierActivity';
import { seedDemoDriverLink } from './driverLinks';
import type { CarrierForLoads } from './loadGenerator';
import { seedLoads } from './loads';
import { streamFor } from './random';
import { seedReferenceData } from './reference';

export { demoPassword } from './accounts';
export { firstLoadId } from './loads';

export interface SeedOptions {
  /** How many loads to put on the board (0 or more). */
  loads: number;
  /** The day the demo is set on; defaults to now. Load windows are placed around it. */
  today?: Date;
  /** Same seed and same options give the same rows (password hashes aside, which are salted). */
  seed?: number;
}

export interface SeedSummary {
  loads: number;
  vehicles: number;
  loadsByStatus: Record<OrderStatus, number>;
  clients: number;
  users: number;
  drivers: number;
  favorites: number;
  invoices: number;
  searches: number;
  milliseconds: number;
}

export const defaultSeed = 20_260_101;

/** True once the demo (or any carrier client) is in the database. */
export async function isSeeded({ db }: Db): Promise<boolean> {
  const client = await db.selectFrom('clients').select('id').limit(1).executeTakeFirst();
  return client !== undefined;
}

/** Fills an empty, migrated database with the demo carriers and a board of `loads` loads. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const now = options.today ?? new Date();
  const seed = options.seed ?? defaultSeed;
  if (!Number.isInteger(options.loads) || options.loads < 0) throw new Error(`loads must be a whole number ≥ 0, got ${options.loads}`);

  return withBulkWrites(db, async () => {
    const accounts = await seedAccounts(db, now);
    await seedReferenceData(db, now);
    const asLoadCarrier = ({ clientId, enabledDriverIds }: { clientId: number; enabledDriverIds: number[] }): CarrierForLoads =>
      ({ clientId, driverIds: enabledDriverIds });
    const loads = await seedLoads(db, streamFor(seed, 'loads'), {
      count: options.loads,
      now,
      demoCarriers: accounts.demoCarriers.map(asLoadCarrier),
      thirdCarrier: asLoadCarrier(accounts.thirdCarrier),
    });
    const activity = await seedCarrierActivity(db, accounts, loads, now);
    await seedDemoDriverLink(db, now);
    await resetIdentitySequences(db);
    return {
      loads: loads.loadCount,
      vehicles: loads.vehicleCount,
      loadsByStatus: loads.byStatus,
      clients: accounts.clientCount,
      users: accounts.userCount,
      drivers: accounts.driverCount,
      ...activity,
      milliseconds: Math.round(performance.now() - started),
    };
  });
}
