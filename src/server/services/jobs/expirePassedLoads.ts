import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import { dayOfInstant, isoDateOfDay } from '../loadSearch/days';

const loadsPerWrite = 500;

/**
 * Takes off the board every unclaimed Available load whose latest pick-up day (UTC, as search counts days) has
 * passed, and answers their ids. Each write repeats the conditions, so a load claimed meanwhile stays claimed.
 */
export async function expirePassedLoads(db: Kysely<Database>, clock: Clock): Promise<number[]> {
  const now = clock.now();
  const today = isoDateOfDay(dayOfInstant(now));
  const expired: number[] = [];
  for (;;) {
    const rows = await db.selectFrom('loads').select('id')
      .where('carrierClientId', 'is', null).where('orderStatus', '=', 'Available').where('visibleToCarriers', '=', 1)
      .where('latestPickup', '<', today)
      .orderBy('id').limit(loadsPerWrite).execute();
    if (rows.length === 0) return expired;
    const written = await db.updateTable('loads')
      .set({ visibleToCarriers: 0, updatedAt: now.toISOString() })
      .where('id', 'in', rows.map((row) => row.id))
      .where('carrierClientId', 'is', null).where('orderStatus', '=', 'Available').where('visibleToCarriers', '=', 1)
      .returning('id')
      .execute();
    expired.push(...written.map((row) => row.id));
  }
}
