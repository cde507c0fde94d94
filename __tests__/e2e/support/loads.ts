import type { RunningHaulboard } from './server';

/**
 * An available load whose pick-up window opens after today, so its first day is a valid pick-up anywhere.
 * `among` narrows the choice to loads a screen shows.
 */
export async function aClaimableLoad(haulboard: RunningHaulboard, { skip = 0, among }: { skip?: number; among?: number[] } = {}) {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  let query = haulboard.db.db.selectFrom('loads')
    .select(['id', 'earliestPickup', 'latestDelivery'])
    .where('orderStatus', '=', 'Available').where('carrierClientId', 'is', null).where('visibleToCarriers', '=', 1)
    .where('earliestPickup', '>=', tomorrow).where('latestDelivery', 'is not', null);
  if (among) query = query.where('id', 'in', among.length ? among : [0]);
  return query.orderBy('id').offset(skip).limit(1).executeTakeFirstOrThrow();
}
