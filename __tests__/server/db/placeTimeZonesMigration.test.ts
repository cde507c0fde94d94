import type { Kysely } from 'kysely';
import { placeTimeZonesMigration } from '../../../src/server/db/migrations/0027_place_time_zones';
import { findLoadRows, loadZonesOf } from '../../../src/server/repositories/loads';
import { describeEachDatabase, whileNoSuiteMigrates } from '../support/databases';
import { insertLoad, newLoadId } from '../lists/support';

/** Migration 0024: loads stored before their places had zones get each stop's zone from its coordinates. */
describeEachDatabase('the place time zones migration', (getDb) => {
  test("loads stored before zones get each stop's zone from its coordinates", async () => {
    const db = getDb();
    const plain = db.db.withoutPlugins() as unknown as Kysely<any>;
    await whileNoSuiteMigrates(db, () => placeTimeZonesMigration.down!(plain));
    let ohioToCalifornia = 0;
    try {
      // Written as rows were before 0024: no zone columns to fill.
      ohioToCalifornia = await insertLoadWithoutZones(plain, 39.96, -83.0, 34.05, -118.24);
    } finally {
      await placeTimeZonesMigration.up(plain);
    }
    const row = await db.db.selectFrom('loads').select(['originTimeZone', 'destinationTimeZone']).where('id', '=', ohioToCalifornia).executeTakeFirstOrThrow();
    expect(row).toEqual({ originTimeZone: 'America/New_York', destinationTimeZone: 'America/Los_Angeles' });
  });

  test('a load written without zones still reads with its places\' zones', async () => {
    const id = await insertLoad(getDb(), { originLat: 45.5, originLon: -73.57, destinationLat: 49.28, destinationLon: -123.12 });
    const [row] = await findLoadRows(getDb().db, [id]);
    expect(row.originTimeZone).toBeNull();
    expect(loadZonesOf(row)).toEqual({ originTimeZone: 'America/Toronto', destinationTimeZone: 'America/Vancouver' });
  });
});

async function insertLoadWithoutZones(db: Kysely<any>, originLat: number, originLon: number, destinationLat: number, destinationLon: number): Promise<number> {
  const id = newLoadId();
  const now = new Date().toISOString();
  const place = (end: string, lat: number, lon: number) => ({
    [`${end}_name`]: 'Lot', [`${end}_address`]: '1 Main St', [`${end}_city`]: 'Town', [`${end}_state`]: 'OH', [`${end}_zip`]: '43215',
    [`${end}_lat`]: lat, [`${end}_lon`]: lon,
  });
  await db.insertInto('loads').values({
    id, order_status: 'Available', rate: 500, miles: 250, visible_to_carriers_from: now, created_at: now, updated_at: now,
    ...place('origin', originLat, originLon), ...place('destination', destinationLat, destinationLon),
  }).execute();
  return id;
}
