import { sql, type Kysely, type Migration } from 'kysely';
import { timeZoneAt } from '../../places/timeZoneAt';

/*
 * Issue 22: a pick-up or drop-off is the local time of its place, so each stop keeps its IANA zone. Loads that
 * exist already get theirs from their coordinates, one update per zone and batch of ids.
 */
const idsPerUpdate = 5_000;

async function fillZones(db: Kysely<any>, end: 'origin' | 'destination'): Promise<void> {
  const rows = await sql<{ id: number; lat: number; lon: number }>`
    select id, ${sql.ref(`${end}_lat`)} as lat, ${sql.ref(`${end}_lon`)} as lon from loads`.execute(db);
  const idsByZone = new Map<string, number[]>();
  for (const row of rows.rows) {
    const zone = timeZoneAt(Number(row.lat), Number(row.lon));
    idsByZone.set(zone, [...(idsByZone.get(zone) ?? []), Number(row.id)]);
  }
  for (const [zone, ids] of idsByZone) {
    for (let start = 0; start < ids.length; start += idsPerUpdate) {
      await db.updateTable('loads').set(`${end}_time_zone`, zone).where('id', 'in', ids.slice(start, start + idsPerUpdate)).execute();
    }
  }
}

export const placeTimeZonesMigration: Migration = {
  async up(db: Kysely<any>) {
    for (const end of ['origin', 'destination'] as const) {
      await db.schema.alterTable('loads').addColumn(`${end}_time_zone`, 'text').execute();
      await fillZones(db, end);
    }
  },

  async down(db: Kysely<any>) {
    for (const end of ['origin', 'destination'] as const) await db.schema.alterTable('loads').dropColumn(`${end}_time_zone`).execute();
  },
};
