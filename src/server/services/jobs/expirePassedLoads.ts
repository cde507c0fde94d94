import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import { appendLiveEvents } from '../../repositories/liveEvents';
import { boardLeft } from '../liveEvents/events';
import type { LiveEventWrites } from '../liveEvents/wake';
import { dayOfInstant, isoDateOfDay } from '../loadSearch/days';

const loadsPerWrite = 500;

/**
 * Takes off the board every unclaimed Available load whose latest pick-up day (UTC, as search counts days) has
 * passed, and answers their ids. Each write repeats the conditions, so a load claimed meanwhile stays claimed.
 */
export async function expirePassedLoads(db: Kysely<Database>, clock: Clock, liveEventWrites: LiveEventWrites): Promise<number[]> {
  const now = clock.now();
  const version = now.toISOString();
  const today = isoDateOfDay(dayOfInstant(now));
  const expired: number[] = [];
  for (;;) {
    const rows = await db.selectFrom('loads').select('id')
      .where('carrierClientId', 'is', null).where('orderStatus', '=', 'Available').where('visibleToCarriers', '=', 1)
      .where('latestPickup', '<', today)
      .orderBy('id').limit(loadsPerWrite).execute();
    if (rows.length === 0) {
      if (expired.length > 0) liveEventWrites.written();
      return expired;
    }
    const written = await db.transaction().execute(async (trx) => {
      const ids = (await trx.updateTable('loads')
        .set({ visibleToCarriers: 0, updatedAt: version })
        .where('id', 'in', rows.map((row) => row.id))
        .where('carrierClientId', 'is', null).where('orderStatus', '=', 'Available').where('visibleToCarriers', '=', 1)
        .returning('id')
        .execute()).map((row) => row.id);
      await appendLiveEvents(trx, ids.map((id) => boardLeft(id, version, 'expired')), version);
      return ids;
    });
    expired.push(...written);
  }
}
