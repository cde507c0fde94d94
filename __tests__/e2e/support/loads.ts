import type { RunningHaulboard } from './server';

/** An available load whose pick-up window opens after today, so its first day is a valid pick-up anywhere. */
export async function aClaimableLoad(haulboard: RunningHaulboard, { skip = 0 }: { skip?: number } = {}) {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return haulboard.db.db.selectFrom('loads')
    .select(['id', 'earliestPickup', 'latestDelivery'])
    .where('orderStatus', '=', 'Available').where('carrierClientId', 'is', null).where('visibleToCarriers', '=', 1)
    .where('earliestPickup', '>=', tomorrow).where('latestDelivery', 'is not', null)
    .orderBy('id').offset(skip).limit(1).executeTakeFirstOrThrow();
}
