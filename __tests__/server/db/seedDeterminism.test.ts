import type { Db } from '../../../src/server/db/database';
import { clearDataTables } from '../../../src/server/db/maintenance';
import { isSeeded, seedDatabase } from '../../../src/server/db/seed';
import { describeEachDatabase } from '../support/databases';

const today = new Date('2026-03-10T15:30:00Z');
const countedTables = ['clients', 'users', 'drivers', 'trucks', 'loads', 'vehicles', 'favorites', 'searchHistory', 'invoices',
  'loadEvents', 'carrierDocuments', 'notificationSettings', 'announcements', 'lookups', 'unassignReasons', 'registrationCodes'] as const;

/** Row counts of every seeded table and a sample of the rows, password hashes aside (they are salted). */
async function snapshot({ db }: Db) {
  const counts: Record<string, number> = {};
  for (const table of countedTables) {
    const { count } = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    counts[table] = Number(count);
  }
  return {
    counts,
    loads: await db.selectFrom('loads').selectAll().where(({ eb }) => eb('id', 'in', [100_001, 100_050, 100_123, 100_299, 100_300]))
      .orderBy('id').execute(),
    claimed: await db.selectFrom('loads').select(['id', 'orderStatus', 'carrierClientId', 'driverId', 'scheduledPickup'])
      .where('carrierClientId', 'is not', null).orderBy('id').execute(),
    vehicles: await db.selectFrom('vehicles').selectAll().where('loadId', '<', 100_011).orderBy('id').execute(),
    favorites: await db.selectFrom('favorites').selectAll().orderBy('userId').orderBy('loadId').execute(),
    invoices: await db.selectFrom('invoices').selectAll().orderBy('id').execute(),
    searches: await db.selectFrom('searchHistory').select(['userId', 'kind', 'criteria']).orderBy('id').execute(),
    users: await db.selectFrom('users').select(['id', 'email', 'userName', 'passwordExpiresAt']).orderBy('id').execute(),
  };
}

describeEachDatabase('the demo seed', (getDb) => {
  /** Every test starts from empty tables, as a fresh database would. */
  async function freshSeed(options: { loads: number; seed?: number }) {
    await clearDataTables(getDb());
    return seedDatabase(getDb(), { today, ...options });
  }

  test('seeding twice with the same seed and day gives the same rows', async () => {
    await freshSeed({ loads: 300, seed: 7 });
    const first = await snapshot(getDb());
    await freshSeed({ loads: 300, seed: 7 });
    const second = await snapshot(getDb());

    expect(second).toEqual(first);
    expect(first.counts.loads).toBe(300);
    expect(first.loads).toHaveLength(5);
  }, 60_000);

  test('another seed gives another board', async () => {
    await freshSeed({ loads: 300, seed: 7 });
    const seven = await snapshot(getDb());
    await freshSeed({ loads: 300, seed: 8 });
    const eight = await snapshot(getDb());
    expect(eight.counts.loads).toBe(300);
    expect(eight.loads).not.toEqual(seven.loads);
  }, 60_000);

  test('a database counts as seeded once the demo is in, and not after a reset', async () => {
    await freshSeed({ loads: 30 });
    expect(await isSeeded(getDb())).toBe(true);
    await clearDataTables(getDb());
    expect(await isSeeded(getDb())).toBe(false);
  }, 60_000);

  test('a board without loads still gets the demo accounts', async () => {
    const summary = await freshSeed({ loads: 0 });
    expect(summary.loads).toBe(0);
    expect(summary.users).toBeGreaterThanOrEqual(3);
    expect(await isSeeded(getDb())).toBe(true);
  }, 60_000);
});
